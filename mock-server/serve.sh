#!/bin/sh
# The API server's one command line: `pnpm start`, scripts/start-cluster.sh and the benches all run
# this file. Its arguments go to Node (`sh serve.sh --cpu-prof`).
#
# V8's old space is capped at 256 MB and its young generation's semi-spaces at 8 MB (under load the
# default 16 MB ones weighed more than the old space's live data).
#
# MALLOC_MMAP_THRESHOLD_ (glibc): every sign-in checks the password with a 16 MB scrypt on one of
# libuv's threads. With glibc's default the threshold rises after the first such block is freed,
# so later blocks come from each thread's malloc arena, which keeps the pages: about 100 MB of
# resident memory after a dozen sign-ins. A fixed threshold maps each block and returns it on free.
#
# --no-liftoff: V8 compiles PGlite's WebAssembly straight to optimized code instead of a baseline
# first. A freshly started server's first desk requests cost half the CPU, and a full day at the
# studio ends 20-30 MB smaller (235-247 MB against 263-270 MB) for the same CPU over the day.
set -e
cd "$(dirname "$0")"
export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-131072}"
exec node --max-old-space-size=256 --max-semi-space-size=8 --no-liftoff "$@" --import tsx src/main.ts
