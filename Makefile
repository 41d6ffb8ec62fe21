# rediskeylint — make help lists the targets.
GO      ?= go
BIN     := bin/rediskeylint
GOLANGCI_VERSION := v2.15.0

.PHONY: help build example audit-example bench-audit bench-standalone bench-drivers bench-golangci test lint bench e2e-golangci corpus record-keys generate

help: ## list the targets
	@grep -E '^[a-z0-9-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  %-14s %s\n", $$1, $$2}'

build: ## build bin/rediskeylint
	$(GO) build -o $(BIN) ./cmd/rediskeylint

example: build ## run the linter with the built-in defaults on examples/shop
	cd examples/shop && ../../$(BIN) ./... ; status=$$?; \
	  if [ $$status -ne 3 ]; then echo "expected findings (exit 3), got exit $$status" >&2; exit 1; fi

audit-example: build ## audit a local redis-server seeded by scripts/audit-example.sh against examples/shop
	./scripts/audit-example.sh

bench-standalone: build ## time the standalone binary on go-zero ./... against a no-op analyzer (and staticcheck with STATICCHECK=v0.8.2), cold and warm: wall-time and peak-RSS ratios (network, minutes; not part of test)
	./scripts/bench-standalone.sh $(if $(STATICCHECK),-staticcheck $(STATICCHECK)) $(BIN)

bench-drivers: build ## time go vet after an edit and the standalone binary without its result cache on go-zero and gitea against a no-op analyzer: wall, CPU and peak-RSS ratios (network the first time, about 4 minutes; not part of test)
	./scripts/bench-drivers.sh $(BIN)

bench-golangci: ## time golangci-lint with the plugin on go-zero ./..., govet and ineffassign with and without rediskeylint (network, minutes; not part of test)
	./scripts/bench-golangci.sh

bench-audit: ## audit 1 M keys on a local redis-server: keys/s, CPU per key, peak heap (not part of test)
	$(GO) test -run '^$$' -bench Audit -benchtime 1x ./internal/audit/

test: ## install what the tests need (redis-server, neovim), then run every test
	./scripts/setup.sh
	$(GO) vet ./...
	$(GO) test -race -shuffle=on -timeout 40m ./...

GOLANGCI := $(shell command -v golangci-lint 2>/dev/null || echo $$($(GO) env GOPATH)/bin/golangci-lint)

lint: build ## run golangci-lint with the project's .golangci.yml (installs it if absent), then rediskeylint on its own code
	@test -x $(GOLANGCI) || $(GO) install github.com/golangci/golangci-lint/v2/cmd/golangci-lint@$(GOLANGCI_VERSION)
	$(GOLANGCI) run ./...
	$(BIN) ./...

bench: build ## benchmarks: keyrules, go vet with the analyzer against a no-op analyzer on generated modules, then bench-drivers on real ones
	$(GO) test -run '^$$' -bench . -benchmem -count 6 ./keyrules/
	./scripts/bench.sh
	./scripts/bench-drivers.sh $(BIN)

fuzz: ## run each fuzz target for 30 s, one at a time (FUZZTIME=2m for longer)
	./scripts/fuzz.sh

e2e-golangci: ## build a custom golangci-lint with the plugin and run it on testdata/golangci
	bash scripts/e2e-golangci.sh

generate: ## regenerate the command key-spec table from a real redis-server
	$(GO) generate ./internal/commands/

corpus: build ## measure the linter on public modules, its templates against their recorded runtime keys, and init then a run on each (network, minutes; not part of test)
	$(GO) run ./internal/corpus -bin $(BIN) -min-share 0.9 -min-reach 0.9

record-keys: ## record the keys the corpus modules' tests send to a real redis-server (testdata/runtime)
	for m in rmq gocraft-work asynq limiter scs-redisstore centrifuge; do $(GO) run ./internal/corpus/record -module $$m || exit 1; done
