#!/usr/bin/env bash
# Before/after across commits, in one run: the realistic suite's cursor batch and encode, from one benchmark
# source (CrossCommitBenchmark, public API only) compiled by each commit's processor against that commit's
# runtime. The records and stored documents are this checkout's, so every build decodes the same bytes into the
# same records; only the generated codecs and the runtime differ. Each family is measured on every build in
# turn (one fork each, the order reversed each round), so that the machine's drift falls on every build alike.
#
#   benchmarks/cross-commit/cross-commit.sh 26a97ce HEAD            two commits (any git revision)
#   benchmarks/cross-commit/cross-commit.sh 26a97ce work            'work': this working tree, uncommitted changes included
#   ROUNDS=4 FAMILIES=EVENTS,MOVIES BENCHMARKS=decodeBatch CONTENDERS=GENERATED benchmarks/cross-commit/cross-commit.sh 26a97ce HEAD
#
# Environment: ROUNDS (2; 0 only builds, for JarsSideBySide.java), FAMILIES (all eight), BENCHMARKS (decodeBatch
# encode), CONTENDERS (GENERATED,RECORD_CODEC), PIN_CPU (a CPU to run on under taskset, the forks sized for 2
# processors), OUT (target/cross-commit), MVN (mvn). Each build's runtime and processor are packaged in a git
# worktree under OUT (Maven's local repository is not touched); JMH's CSV results stay in OUT/results. Times move
# 10-25% between forks on a shared machine: quote the paired ratios' spread over rounds; bytes per operation are
# exact.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
out=${OUT:-$root/target/cross-commit}
rounds=${ROUNDS:-2}
mvn_cmd=${MVN:-mvn}
[ $# -ge 1 ] || { sed -n '2,17p' "$0"; exit 2; }
mkdir -p "$out/results"
rm -f "$out"/results/*.csv

# The benchmark's classpath, the versions the benchmarks module uses: JMH and the driver's bson and record codec.
$mvn_cmd -q -B -Dstyle.color=never dependency:build-classpath -pl benchmarks -Dmdep.outputFile="$out/benchmarks.cp" >/dev/null
deps=$(tr ':' '\n' < "$out/benchmarks.cp" \
  | grep -E '/(jmh-core|jopt-simple|commons-math3|bson|bson-record-codec)-[0-9][^/]*\.jar$' | paste -sd: -)
jmh_version=$(tr ':' '\n' <<< "$deps" | sed -n 's|.*/jmh-core-\(.*\)\.jar$|\1|p')
$mvn_cmd -q -B -Dstyle.color=never dependency:copy -Dartifact="org.openjdk.jmh:jmh-generator-annprocess:$jmh_version" \
  -DoutputDirectory="$out" >/dev/null
annprocess="$out/jmh-generator-annprocess-$jmh_version.jar"

# The sources: this checkout's records and stored documents, moved to the benchmark's package.
src="$out/src/crosscommit"
rm -rf "$out/src" && mkdir -p "$src"
realistic=benchmarks/src/main/java/io/github/bsonrecords/benchmarks/realistic
for file in StoredDocuments Vocabulary Movie Order Customer Account Place Event User; do
  sed -e 's/^package .*/package crosscommit;/' -e '/io\.micronaut\.serde/d' -e '/@Serdeable/d' \
    "$realistic/$file.java" > "$src/$file.java"
done
cp benchmarks/cross-commit/CrossCommitBenchmark.java benchmarks/cross-commit/CrossCommitFamily.java "$src/"

build() { # name revision
  local name=$1 revision=$2 tree
  if [ "$revision" = work ]; then
    tree=$root
  else
    tree="$out/trees/$name"
    rm -rf "$tree"; git worktree prune
    git worktree add --detach "$tree" "$revision" >/dev/null
  fi
  (cd "$tree" && $mvn_cmd -q -B -Dstyle.color=never package -DskipTests -pl runtime,processor)
  (cd "$tree" && $mvn_cmd -q -B -Dstyle.color=never dependency:build-classpath -pl processor -Dmdep.includeScope=runtime \
    -Dmdep.outputFile="$out/$name.processor.cp" >/dev/null)
  local runtime="$tree/runtime/target/bson-records-runtime-0.1.0-SNAPSHOT.jar"
  local processor="$tree/processor/target/bson-records-processor-0.1.0-SNAPSHOT.jar"
  mkdir -p "$out/$name" && cp "$runtime" "$out/$name/runtime.jar"
  rm -rf "$out/$name/classes" && mkdir -p "$out/$name/classes"
  javac -nowarn -d "$out/$name/classes" -cp "$runtime:$deps" \
    -processorpath "$annprocess:$processor:$(tr ':' '\n' < "$out/$name.processor.cp" | grep -v '/bson-records-' | paste -sd: -):$runtime:$deps" \
    "$src"/*.java
  if [ "$revision" != work ]; then
    git worktree remove --force "$tree"
  fi
  if [ "$revision" = work ]; then
    echo "built $name: $(git rev-parse --short HEAD) and the working tree"
  else
    echo "built $name: $(git rev-parse --short "$revision")"
  fi
}

names=()
for revision in "$@"; do
  name=$(echo "$revision" | tr -c 'A-Za-z0-9._\n' '_')
  build "$name" "$revision"
  names+=("$name")
done

java_cmd=(java)
jvm=()
if [ -n "${PIN_CPU:-}" ]; then
  java_cmd=(taskset -c "$PIN_CPU" java)
  jvm=(-jvmArgsPrepend -XX:ActiveProcessorCount=2)
fi
families=${FAMILIES:-MOVIES,ORDERS,ORDERS_OTHER_WRITER,CUSTOMERS,ACCOUNTS,PLACES,EVENTS,USERS}
benchmarks=${BENCHMARKS:-decodeBatch encode}
contenders=${CONTENDERS:-GENERATED,RECORD_CODEC}
# One family at a time, every build one fork after the other (the order reversed each round): what the machine
# does in those few seconds falls on every build alike, and Summary pairs each round's builds.
for round in $(seq 1 "$rounds"); do
  order=("${names[@]}")
  if [ $((round % 2)) = 0 ]; then
    order=(); for ((i = ${#names[@]} - 1; i >= 0; i--)); do order+=("${names[$i]}"); done
  fi
  for family in ${families//,/ }; do
    for name in "${order[@]}"; do
      for benchmark in $benchmarks; do
        with=$contenders
        [ "$benchmark" = encode ] && with=GENERATED   # RecordCodec's encode is the same code in every build
        "${java_cmd[@]}" -cp "$out/$name/classes:$out/$name/runtime.jar:$deps" org.openjdk.jmh.Main \
          "CrossCommitBenchmark.$benchmark\$" -p "family=$family" -p "contender=$with" \
          -f 1 -wi 8 -w 1s -i 3 -r 1s -prof gc "${jvm[@]}" \
          -rf csv -rff "$out/results/$benchmark.$family-$name-$round.csv" > "$out/results/$benchmark.$family-$name-$round.log"
      done
    done
    echo "$(date -u +%H:%M:%S) round $round: $family measured"
  done
done
java benchmarks/cross-commit/Summary.java "$out/results" "${names[@]}"
