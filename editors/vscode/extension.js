// Starts `rediskeylint lsp` for the Go files of the workspace; VS Code runs
// it beside gopls and shows both servers' diagnostics.
const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');

let client;

function activate() {
  const config = vscode.workspace.getConfiguration('rediskeylint');
  client = new LanguageClient(
    'rediskeylint',
    'rediskeylint',
    { command: config.get('path'), args: ['lsp'] },
    {
      documentSelector: [{ scheme: 'file', language: 'go' }],
      initializationOptions: config.get('initializationOptions'),
    },
  );
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
