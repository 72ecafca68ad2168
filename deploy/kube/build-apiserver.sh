#!/usr/bin/env bash
# Build kube-apiserver from the Go module proxy, once per machine, for the chart's install test.
#
# `go install k8s.io/kubernetes/cmd/kube-apiserver@…` fails: k8s.io/kubernetes replaces its
# staging modules (k8s.io/api, k8s.io/apiserver, …) with folders of its own repository, and
# `go install` refuses replace directives. A wrapper module requires k8s.io/kubernetes and
# replaces each staging module with its published k8s.io/* v0.<minor>.<patch> instead; its
# main is the kube-apiserver's. Prints the binary's path.
set -euo pipefail

VERSION="${KUBE_VERSION:-v1.31.14}"
STAGING_VERSION="v0${VERSION#v1}"
MINOR="$(echo "$VERSION" | cut -d. -f2)"
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/quantward/tools/kube-apiserver-$VERSION"
BIN="$CACHE/kube-apiserver"
if [[ -x "$BIN" ]]; then
    echo "$BIN"
    exit 0
fi
mkdir -p "$CACHE/src"
cd "$CACHE/src"
echo "building kube-apiserver $VERSION from the Go module proxy (once per machine)" >&2
cat > main.go <<'GO'
// The kube-apiserver command (k8s.io/kubernetes/cmd/kube-apiserver), built from a wrapper
// module: see deploy/kube/build-apiserver.sh in quantward.
package main

import (
	"os"

	"k8s.io/component-base/cli"
	_ "k8s.io/component-base/logs/json/register"
	_ "k8s.io/component-base/metrics/prometheus/clientgo"
	_ "k8s.io/component-base/metrics/prometheus/version"
	"k8s.io/kubernetes/cmd/kube-apiserver/app"
)

func main() {
	os.Exit(cli.Run(app.NewAPIServerCommand()))
}
GO
rm -f go.mod go.sum
# outside any module: the go.mod written below does not exist yet
(cd / && go mod download -json "k8s.io/kubernetes@$VERSION" >/dev/null)
modfile="$(go env GOMODCACHE)/cache/download/k8s.io/kubernetes/@v/$VERSION.mod"
{
    echo "module quantward.local/kube-apiserver"
    echo
    echo "go 1.22.0"
    echo
    echo "require k8s.io/kubernetes $VERSION"
    echo
    echo "replace ("
    grep -E '=> \./staging/' "$modfile" | awk -v v="$STAGING_VERSION" '{print "\t" $1 " => " $1 " " v}'
    echo ")"
} > go.mod
GOFLAGS=-mod=mod go mod tidy >&2
CGO_ENABLED=0 go build -trimpath -o "$BIN.partial" \
    -ldflags "-s -w -X k8s.io/component-base/version.gitVersion=$VERSION -X k8s.io/component-base/version.gitMajor=1 -X k8s.io/component-base/version.gitMinor=$MINOR" .
mv "$BIN.partial" "$BIN"
echo "$BIN"
