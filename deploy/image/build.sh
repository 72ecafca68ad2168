#!/usr/bin/env bash
# Build the quantward image without a Docker daemon or a container registry.
#
# No public container registry is reachable on the project's machines, so the base is made from
# Debian's packages: `mmdebstrap` writes a bookworm root filesystem with python3.11 and
# ca-certificates, which is imported as a local image once per machine (cached under
# ${XDG_CACHE_HOME:-~/.cache}/quantward/image, keyed by this script's base recipe). The
# Containerfile is then built on that base with `buildah` (vfs storage, chroot isolation: no
# daemon, no user namespaces needed); the same Containerfile builds with `docker build` from the
# public debian:bookworm-slim base. Tools are installed only when missing.
#
# Usage: deploy/image/build.sh [TAG]   (default tag: localhost/quantward:dev)
set -euo pipefail
cd "$(dirname "$0")/../.."

TAG="${1:-localhost/quantward:dev}"
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/quantward/image"
SUITE=bookworm
# what the base holds (the run-time stage's packages: no pip, no compiler); a change here makes a new base (the cache key is this list and the suite)
BASE_PACKAGES="python3.11,ca-certificates,tzdata,bubblewrap"
BASE_KEY="$(printf '%s %s' "$SUITE" "$BASE_PACKAGES" | sha256sum | cut -c1-12)"
BASE_TAG="localhost/quantward-base:${SUITE}-${BASE_KEY}"
STORAGE=(--storage-driver vfs)

need() { command -v "$1" >/dev/null 2>&1; }
if ! need buildah || ! need mmdebstrap; then
    echo "installing buildah and mmdebstrap from Debian (missing)" >&2
    apt-get update -q >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q buildah mmdebstrap >/dev/null
fi

mkdir -p "$CACHE"
started=$SECONDS
if ! buildah "${STORAGE[@]}" inspect --type image "$BASE_TAG" >/dev/null 2>&1; then
    tarball="$CACHE/base-${SUITE}-${BASE_KEY}.tar"
    if [[ ! -s "$tarball" ]]; then
        echo "making the ${SUITE} base root filesystem with mmdebstrap (once per machine)" >&2
        mmdebstrap --variant=minbase --format=tar --include="$BASE_PACKAGES" \
            --aptopt='Acquire::Retries "3"' \
            --customize-hook='rm -rf "$1"/var/cache/apt/* "$1"/var/lib/apt/lists/*' \
            "$SUITE" "$tarball.partial" >&2
        mv "$tarball.partial" "$tarball"
    fi
    echo "importing the base as $BASE_TAG" >&2
    ctr=$(buildah "${STORAGE[@]}" from scratch)
    mnt=$(buildah "${STORAGE[@]}" mount "$ctr")
    tar -C "$mnt" -xf "$tarball"
    buildah "${STORAGE[@]}" umount "$ctr" >/dev/null
    buildah "${STORAGE[@]}" config --env PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin "$ctr"
    buildah "${STORAGE[@]}" commit --quiet --rm "$ctr" "$BASE_TAG" >/dev/null
fi
echo "base ready in $((SECONDS - started)) s" >&2

# No --layers: with the vfs driver every cached layer is a full copy of the root filesystem,
# which costs more than it saves; the base and uv's cache make a rebuild fast instead.
# uv's download cache of the host is lent to the build (never copied into the image), so a
# rebuild does not fetch every wheel again.
UV_CACHE="${UV_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/uv}"
mkdir -p "$UV_CACHE"
# The host's CA bundle, for a package index reached through a TLS-inspecting proxy (read during
# the build only; the image keeps Debian's CAs).
HOST_CA="${SSL_CERT_FILE:-/etc/ssl/certs/ca-certificates.crt}"
CA_ARGS=()
if [[ -s "$HOST_CA" ]]; then
    CA_ARGS=(--volume "$HOST_CA:/run/host-ca.crt:ro" --build-arg CA_BUNDLE=/run/host-ca.crt)
fi
started=$SECONDS
buildah "${STORAGE[@]}" build --isolation chroot \
    --build-arg "BASE=$BASE_TAG" \
    --volume "$UV_CACHE:/root/.cache/uv" "${CA_ARGS[@]}" \
    -f deploy/image/Containerfile -t "$TAG" . >&2
echo "image $TAG built in $((SECONDS - started)) s" >&2
# the previous build's image, now untagged, and the build stages' leftovers
buildah "${STORAGE[@]}" rmi --prune >/dev/null 2>&1 || true
