-- Drives `rediskeylint lsp` from headless Neovim 0.7 or later, with the
-- client API that 0.7 has (vim.lsp.start_client), and writes what a user
-- would see to $OUT: the diagnostics of the file, a hover, the references
-- and the code actions of the first diagnostic.
local bin, root, file, out = os.getenv('BIN'), os.getenv('ROOT'), os.getenv('FILE'), os.getenv('OUT')
local lines = {}
local function say(s) table.insert(lines, s) end
local function finish(code)
  local f = assert(io.open(out, 'w'))
  f:write(table.concat(lines, '\n') .. '\n')
  f:close()
  vim.cmd(code == 0 and 'qa!' or 'cq!')
end

vim.cmd('edit ' .. file)
local buf = vim.api.nvim_get_current_buf()
local id = vim.lsp.start_client({
  name = 'rediskeylint',
  cmd = { bin, 'lsp' },
  root_dir = root,
  init_options = { ['fix-renames'] = true },
})
vim.lsp.buf_attach_client(buf, id)
local client = vim.lsp.get_client_by_id(id)

if not vim.wait(180000, function() return #vim.diagnostic.get(buf) > 0 end, 100) then
  say('no diagnostics')
  finish(1)
end
say('diagnostics:')
for _, d in ipairs(vim.diagnostic.get(buf)) do
  say(string.format('%s:%d:%d: %s [%s]', vim.fn.fnamemodify(file, ':t'), d.lnum + 1, d.col + 1, d.message, d.source))
end

-- Hover and references on the first key of the HGet line.
local row = vim.fn.search('HGet(ctx, orderKey') - 1
local col = vim.fn.stridx(vim.fn.getline(row + 1), 'orderKey')
local pos = { textDocument = { uri = vim.uri_from_bufnr(buf) }, position = { line = row, character = col } }
local hover = client.request_sync('textDocument/hover', pos, 60000, buf)
say('hover:')
say(hover and hover.result and hover.result.contents.value or 'none')

local refs = client.request_sync('textDocument/references', vim.tbl_extend('force', pos, { context = { includeDeclaration = true } }), 60000, buf)
say('references:')
for _, l in ipairs(refs and refs.result or {}) do
  say(string.format('%s:%d:%d', vim.fn.fnamemodify(vim.uri_to_fname(l.uri), ':t'), l.range.start.line + 1, l.range.start.character + 1))
end

-- Diagnostics keep byte columns; the protocol counts UTF-16 units.
local first = vim.diagnostic.get(buf)[1]
local function utf16(line, byte)
  local _, units = vim.str_utfindex(vim.fn.getline(line + 1), byte)
  return units
end
local actions = client.request_sync('textDocument/codeAction', {
  textDocument = { uri = vim.uri_from_bufnr(buf) },
  range = {
    start = { line = first.lnum, character = utf16(first.lnum, first.col) },
    ['end'] = { line = first.end_lnum, character = utf16(first.end_lnum, first.end_col) },
  },
  context = { diagnostics = {} },
}, 60000, buf)
say('code actions:')
for _, a in ipairs(actions and actions.result or {}) do
  say(a.title)
end

client.stop()
vim.wait(10000, function() return client.is_stopped() end, 50)
finish(0)
