#!/usr/bin/env bash
# The published benchmark run: builds benchmarks/target/benchmarks.jar, runs every suite (or the ones named) in
# the published configuration (3 forks, run round by round so that contenders share their minute; Compare --publish), keeps JMH's JSON and each suite's stamp (date, commit,
# settings, CPU, versions) in benchmarks/results/published/, and redraws from them the tables of BENCHMARKS.md, the
# charts docs/img/bench-*.svg and the README's performance table. Then commit those files together.
#
#   benchmarks/publish.sh                   every suite (prints its estimate first: about 1.7 h on 2 cores, realistic alone an hour)
#   benchmarks/publish.sh realistic         one suite; the others keep the run they had
#   benchmarks/publish.sh --estimate        only how many runs and how long
#
# Run it from a clean checkout of the commit to publish (a run with uncommitted changes says so in every table).
# Any other argument goes to Compare (-p name=v1,v2, --forks N, ...).
# Environment: PIN_CPU=1 runs under `taskset -c 1` and tells the forked JVMs to size for 2 processors (a shared
# machine); SKIP_BUILD=1 uses the jar as it is; MVN overrides the Maven command (MVN="mvn -Dmaven.repo.local=...").
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -n "$(git status --porcelain --untracked-files=no 2>/dev/null)" ]; then
  echo "publish.sh: the working tree has uncommitted changes; the tables will say so" >&2
fi
if [ "${SKIP_BUILD:-}" != 1 ]; then
  ${MVN:-mvn} -q -B install -DskipTests -pl benchmarks -am
fi

java_cmd=(java)
extra=()
if [ -n "${PIN_CPU:-}" ]; then
  java_cmd=(taskset -c "$PIN_CPU" java)
  extra=(--jvm-arg -XX:ActiveProcessorCount=2)
fi
exec "${java_cmd[@]}" -cp benchmarks/target/benchmarks.jar io.github.bsonrecords.benchmarks.Compare --publish \
  "${extra[@]}" "$@"
