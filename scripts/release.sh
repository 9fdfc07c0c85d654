#!/usr/bin/env bash
# Tags a release of the action: scripts/release.sh X.Y.Z
#
# Users pin the action by major version (uses: <owner>/langgraph-deploy-action@v1), so a release
# is two tags on the same commit of main: vX.Y.Z, which never moves, and vX, which moves to the
# newest release of that major version. The script checks everything a release depends on,
# creates both tags locally, and prints the commands that publish them; it never pushes.
#
# It refuses (exit 1, saying what to do) unless:
#   - X.Y.Z is a plain version (no "v", no pre-release suffix);
#   - HEAD is main, the working tree is clean, and main is neither ahead of nor behind its
#     upstream (when it has one), so the tagged commit is the one everyone sees on main;
#   - package.json, package-lock.json and ACTION_VERSION in src/base/version.ts all say X.Y.Z (the
#     version sent in User-Agent); it does not bump them itself: the bump is a reviewed commit;
#   - dist/ is what the sources build (npm run check-dist): GitHub runs dist/, not src/;
#   - vX.Y.Z does not exist yet, and no newer vX.* release exists (vX must never move back).
set -euo pipefail

die() {
  echo "release: $*" >&2
  exit 1
}

[ $# -eq 1 ] || die "usage: scripts/release.sh X.Y.Z (e.g. scripts/release.sh 1.2.0)"
version=$1
[[ $version =~ ^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$ ]] ||
  die "the version must look like X.Y.Z (e.g. 1.2.0, no leading v), got '$version'"
tag="v$version"
major="v${BASH_REMATCH[1]}"

root=$(git rev-parse --show-toplevel 2> /dev/null) || die "run this inside the repository"
cd "$root"

branch=$(git symbolic-ref --quiet --short HEAD) || die "HEAD is detached: git checkout main first"
[ "$branch" = main ] || die "on branch '$branch': releases are tagged on main (git checkout main)"

[ -z "$(git status --porcelain)" ] ||
  die "the working tree has changes (git status): commit or stash them first"

remote=origin
if upstream=$(git rev-parse --abbrev-ref --symbolic-full-name '@{upstream}' 2> /dev/null); then
  remote=${upstream%%/*}
  ahead=$(git rev-list --count '@{upstream}..HEAD')
  behind=$(git rev-list --count 'HEAD..@{upstream}')
  [ "$ahead" -eq 0 ] || die "main has $ahead commit(s) that $upstream lacks: push main first"
  [ "$behind" -eq 0 ] || die "main is $behind commit(s) behind $upstream: pull first"
fi

if git rev-parse --quiet --verify "refs/tags/$tag" > /dev/null; then
  die "tag $tag already exists (on $(git rev-parse --short "$tag^{commit}")): pick the next version"
fi

# The newest existing release of this major version; vX must not move back to an older one.
newest=$(git tag --list "$major.*" | grep -E "^$major\.[0-9]+\.[0-9]+$" | sort -V | tail -n 1 || true)
if [ -n "$newest" ] && [ "$(printf '%s\n%s\n' "$newest" "$tag" | sort -V | tail -n 1)" != "$tag" ]; then
  die "$newest is newer than $tag: $major would move back; release a version above $newest"
fi

json_version() {
  node -e 'process.stdout.write(String(JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).version))' "$1"
}
package_version=$(json_version package.json)
[ "$package_version" = "$version" ] ||
  die "package.json has version $package_version: run 'npm version $version --no-git-tag-version' (it updates package.json and package-lock.json), set ACTION_VERSION in src/base/version.ts to '$version', run npm run bundle, commit, and run this again"
if [ -f package-lock.json ]; then
  lock_version=$(json_version package-lock.json)
  [ "$lock_version" = "$version" ] ||
    die "package-lock.json has version $lock_version: run 'npm install --package-lock-only' to match package.json, commit, and run this again"
fi
action_version=$(sed -n "s/^export const ACTION_VERSION = '\([^']*\)'.*/\1/p" src/base/version.ts)
[ -n "$action_version" ] || die "src/base/version.ts has no line export const ACTION_VERSION = '...'"
[ "$action_version" = "$version" ] ||
  die "src/base/version.ts has ACTION_VERSION = '$action_version': set it to '$version', run npm run bundle (dist/ carries it), commit, and run this again"

echo "Checking that dist/ is what the sources build (npm run check-dist)..."
npm run --silent check-dist ||
  die "dist/ is not what the sources build: commit the rebuilt dist/ (npm run bundle) and run this again"
[ -z "$(git status --porcelain)" ] ||
  die "building dist/ left changes (git status): commit them and run this again"

commit=$(git rev-parse HEAD)
previous=$(git rev-parse --quiet --verify "refs/tags/$major^{commit}" || true)

git tag --annotate "$tag" --message "$tag" "$commit"
git tag --force --annotate "$major" --message "$major: $tag" "$commit" > /dev/null

short=$(git rev-parse --short "$commit")
echo "Tagged $tag on $short ($(git log -1 --format=%s "$commit"))."
if [ -z "$previous" ]; then
  echo "Created $major on $short."
elif [ "$previous" = "$commit" ]; then
  echo "$major already pointed at $short."
else
  echo "Moved $major from $(git rev-parse --short "$previous") to $short."
fi
echo
echo "Nothing is pushed yet. Publish the release with:"
echo "  git push $remote $tag"
echo "  git push --force $remote $major"
