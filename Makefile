# cdda-sim: every entry point installs what it needs (npm ci) on a fresh machine.
SHELL := /bin/bash
NODE_BIN := node_modules/.bin
STAMP := node_modules/.install-stamp
CDDA_DATA ?= ../shared/cdda/data/json

.PHONY: all install browser build typecheck lint format docs api-report test test-long run real bench-compare conformance ci-docs fuzz bench record clean

all: build

$(STAMP): package.json package-lock.json
	npm ci --no-audit --no-fund --loglevel=error
	@touch $(STAMP)

install: $(STAMP)

# Debian's Chromium for the viewer's browser spec, installed through apt-get when missing.
browser:
	@.ci/ensure-chromium

# The engine (dist/engine, the library), the command line and its workers as one-file bundles
# (dist/bundle: the CLI starts in a third of the time), then the viewer's front end (engine/view/app,
# bundled into dist/view by esbuild).
build: $(STAMP)
	$(NODE_BIN)/tsc -p tsconfig.build.json
	node --import tsx build/cli_bundle.ts
	node --import tsx build/view_app.ts
	@touch dist/.build-stamp

# The engine, specs and bench (Node); the viewer's front end (the browser's DOM, no Node) on its
# own; the viewer's specs (Node, and the DOM for the code they run in the page).
typecheck: $(STAMP)
	$(NODE_BIN)/tsc -p tsconfig.json --noEmit
	$(NODE_BIN)/tsc -p engine/view/app/tsconfig.json
	$(NODE_BIN)/tsc -p spec/view/tsconfig.json

# Lint and format check (Biome, configured in biome.json; `make format` rewrites the files), then
# the layer check: imports run downwards only and never in a cycle (.dependency-cruiser.cjs).
lint: $(STAMP)
	$(NODE_BIN)/biome check
	$(NODE_BIN)/depcruise engine bench --config .dependency-cruiser.cjs

format: $(STAMP)
	$(NODE_BIN)/biome check --write

# Pages written from the code (docs/events.md from the rule-event catalogue); a spec checks they are current.
docs: $(STAMP)
	node --import tsx build/events_doc.ts

# The public API's report (spec/package/api.txt): write it again after changing engine/index.ts on purpose.
api-report: $(STAMP)
	node --import tsx build/api_report.ts

# Lints, type-checks everything (engine, specs, bench), builds the CLI, then runs every test, spec
# files shared out over two worker processes (this machine's two cores; each spec file is on its own).
test: lint typecheck build browser
	$(NODE_BIN)/mocha --parallel --jobs 2 'spec/**/*.spec.ts'

# The long tier (spec/support/long.ts), left out of make test to keep it within five minutes:
# runs of more than 100,000 events, the hardcoded-attack fight on all ten seeds, 150 mutated-content
# batches. .ci/run runs it after make test.
LONG_SPECS := spec/robustness/run_stream.spec.ts spec/content/robustness.spec.ts spec/conformance/hardcoded_fight.spec.ts
test-long: build
	CDDA_SIM_LONG=1 CDDA_FIGHT_SEEDS=10 $(NODE_BIN)/mocha $(LONG_SPECS)

# The main job on the built-in content: check it, then run every demo scenario and tell its story,
# and write a viewer page of each (out/view/<name>.html) to watch it in a browser.
run: build
	node bin/cdda-sim.js validate --quiet content
	@for f in scenarios/demo/*.json; do echo; echo "=== $$f"; node bin/cdda-sim.js run "$$f" || exit $$?; done
	@echo; echo "=== viewer pages (open them in a browser)"
	@for f in scenarios/demo/*.json; do node bin/cdda-sim.js view "$$f" -o "out/view/$$(basename "$$f" .json).html" || exit $$?; done

# The scenarios on the real game data (scenarios/real, through scenarios/real/core): each tells its
# story and checks its expectations; needs the game's core data where the README says it is found.
real: build
	@for f in scenarios/real/*.json; do echo; echo "=== $$f"; node bin/cdda-sim.js run "$$f" || exit $$?; done

# Only the conformance spec against the real game data (skips, saying so, when the data is absent).
conformance: $(STAMP)
	$(NODE_BIN)/mocha 'spec/conformance/**/*.spec.ts'

# The commands of the ready CI files in docs/ci (the workflow's jobs, the Kubernetes pods), run on
# the packed package in a temp folder: minutes of npm installs, so not part of make test.
ci-docs: $(STAMP)
	CDDA_SIM_CI_DOCS=1 $(NODE_BIN)/mocha spec/package/ci_docs.spec.ts

# The input fuzzers at length (make test runs 200 cases per input kind; FUZZ_RUNS sets how many here).
FUZZ_RUNS ?= 10000
fuzz: $(STAMP)
	CDDA_SIM_FUZZ_RUNS=$(FUZZ_RUNS) $(NODE_BIN)/mocha spec/robustness/fuzz.spec.ts

# Speed and memory figures; not part of `make test`.
bench: build
	node dist/bench/validate.js $(CDDA_DATA)
	node dist/bench/arena.js
	node dist/bench/camp_walk.js $(CDDA_DATA)
	node dist/bench/real_fight.js $(CDDA_DATA)
	node dist/bench/long_run.js
	node dist/bench/view.js
	node dist/bench/experiment.js
	node dist/bench/danger.js $(CDDA_DATA)

# The benches of this checkout beside another commit's, run alternately on this machine:
# make bench-compare BASE=<commit> [BENCHES="arena real_fight danger"] [ROUNDS=2] (bench/side_by_side.ts);
# BENCHES=danger_ab: both builds' danger fights in one process, alternately (bench/danger_ab.ts).
bench-compare: build
	node dist/bench/side_by_side.js $(BASE)

# Re-records every demo scenario into scenarios/recordings (after an intended change of behaviour;
# make test replays every recording kept there and fails on the first step that differs).
record: build
	@mkdir -p scenarios/recordings
	@for f in scenarios/demo/*.json; do n=$$(basename "$$f" .json); node bin/cdda-sim.js record "$$f" -o "scenarios/recordings/$$n.recording.json" || exit $$?; done

clean:
	rm -rf dist
