#!/bin/sh
# Re-extracts Shopify's published Admin API schema (an introspection result, gzipped) for one API
# version from the registry package @shopify/dev-mcp, without installing the package (it pulls in
# far more than this file). Usage: sh server/store/admin/shopify-schema/extract.sh 2026-07 [1.16.0]
# Writes admin_<version>.json.gz next to this script. Fails when the package has no such version.
set -eu
version="${1:?usage: extract.sh <api version, e.g. 2026-07> [dev-mcp version]}"
package="@shopify/dev-mcp@${2:-1.16.0}"
case "$version" in
  [0-9][0-9][0-9][0-9]-[0-9][0-9] | unstable) ;;
  *) echo "not a Shopify API version: $version" >&2; exit 2 ;;
esac
here="$(cd "$(dirname "$0")" && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
(cd "$tmp" && npm pack --silent "$package" >/dev/null)
member="package/dist/data/admin_${version}.json.gz"
if ! tar -xzf "$tmp"/*.tgz -C "$tmp" "$member" 2>/dev/null; then
  echo "$package has no $member" >&2
  exit 1
fi
gzip -t "$tmp/$member"
cp "$tmp/$member" "$here/admin_${version}.json.gz"
echo "$here/admin_${version}.json.gz: $(wc -c < "$here/admin_${version}.json.gz") bytes from $package"
