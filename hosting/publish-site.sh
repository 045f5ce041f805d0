#!/bin/sh
# Puts a build live on the nginx server: run over SSH by the publish workflow (.github/workflows/publish-nginx.yml)
# as the deploy user, after it copied the build to ~/releases/<commit>/. The web root is a link to the live
# release, switched by one rename, so a visitor gets the old site or the new one, never half of each. nginx checks
# the release's configuration first; if it fails, the link goes back and the live site stays as it was.
# Install: docs/editor.md, "Publishing".
set -eu

commit="${1:?usage: publish-site <commit>}"
root="${SITE_ROOT:-/srv/www/deccan-digital}"
releases="${RELEASES:-$HOME/releases}"
nginx_test="${NGINX_TEST:-sudo /usr/sbin/nginx -t}"
nginx_reload="${NGINX_RELOAD:-sudo /usr/bin/systemctl reload nginx}"

release="$releases/$commit"
[ -f "$release/index.html" ] || { echo "publish-site: no build at $release" >&2; exit 1; }

switch_to() {
  ln -sfn "$1" "$root.next"
  mv -T "$root.next" "$root"
}

previous="$(readlink "$root" || true)"
switch_to "$release"
if ! $nginx_test; then
  [ -n "$previous" ] && switch_to "$previous"
  echo "publish-site: nginx refused the configuration of $commit; the live site is unchanged" >&2
  exit 1
fi
$nginx_reload
echo "publish-site: $commit is live"

# The live release and the four newest before it stay, to go back to one by hand: publish-site <older commit>.
ls -1dt "$releases"/*/ | grep -vxF "$release/" | tail -n +5 | xargs -r rm -rf
