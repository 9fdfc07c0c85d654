#!/usr/bin/env bash
# Tags a release of the action: scripts/release.sh X.Y.Z
# Shows what a release would do, changing nothing: scripts/release.sh --dry-run [X.Y.Z]
#
# Users pin the action by major version (uses: langgraph-deploy-action/langgraph-deploy-action@v1)
# or by full commit SHA, so a release is two tags on the same commit of main: vX.Y.Z, which never
# moves, and vX, which moves to the newest release of that major version. The script checks
# everything a release depends on, creates both tags locally, and prints the commands that
# publish them; it never pushes.
#
# It refuses (exit 1, saying what to do) unless:
#   - X.Y.Z is a plain version (no "v", no pre-release suffix);
#   - HEAD is main, the working tree is clean, and main is neither ahead of nor behind its
#     upstream (when it has one), so the tagged commit is the one everyone sees on main;
#   - package.json and package-lock.json both say X.Y.Z (package.json is the one owner of the
#     version: src/base/version.ts reads it, and ncc inlines it into dist/ for User-Agent); it
#     does not bump them itself: the bump is a reviewed commit;
#   - dist/ is what the sources build (npm run check-dist): GitHub runs dist/, not src/;
#   - vX.Y.Z does not exist yet, and no newer vX.* release exists (vX must never move back).
#
# --dry-run makes every check but creates no tag and leaves the working tree and the index as
# they were (it builds dist/ only on a clean tree, and puts dist/ back afterwards). Without
# X.Y.Z it takes package.json's version. It prints each refusal a real run would make, the tags
# it would make and the push commands, and exits 1 when a real run would refuse.
set -euo pipefail

die() {
  echo "release: $*" >&2
  exit 1
}

usage="usage: scripts/release.sh X.Y.Z (e.g. scripts/release.sh 1.2.0), or scripts/release.sh --dry-run [X.Y.Z]"
dry_run=false
if [ "${1:-}" = --dry-run ]; then
  dry_run=true
  shift
  [ $# -le 1 ] || die "$usage"
else
  [ $# -eq 1 ] || die "$usage"
fi

root=$(git rev-parse --show-toplevel 2> /dev/null) || die "run this inside the repository"
cd "$root"

json_version() {
  node -e 'process.stdout.write(String(JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).version))' "$1"
}

version=${1:-$(json_version package.json)}
[[ $version =~ ^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$ ]] ||
  die "the version must look like X.Y.Z (e.g. 1.2.0, no leading v), got '$version'"
tag="v$version"
major="v${BASH_REMATCH[1]}"

# A refusal: the end of a real run; in a dry run, a line of the report, and the checks go on.
refusals=0
refuse() {
  if [ "$dry_run" = true ]; then
    echo "would refuse: $*"
    refusals=$((refusals + 1))
  else
    die "$*"
  fi
}

[ "$dry_run" = false ] || echo "Dry run of the release of $tag: no tag is created, nothing changes."

clean=true
if branch=$(git symbolic-ref --quiet --short HEAD); then
  [ "$branch" = main ] ||
    refuse "on branch '$branch': releases are tagged on main (git checkout main)"
else
  branch=HEAD
  refuse "HEAD is detached: git checkout main first"
fi

if [ -n "$(git status --porcelain)" ]; then
  clean=false
  refuse "the working tree has changes (git status): commit or stash them first"
fi

remote=origin
if upstream=$(git rev-parse --abbrev-ref --symbolic-full-name '@{upstream}' 2> /dev/null); then
  remote=${upstream%%/*}
  ahead=$(git rev-list --count '@{upstream}..HEAD')
  behind=$(git rev-list --count 'HEAD..@{upstream}')
  [ "$ahead" -eq 0 ] || refuse "$branch has $ahead commit(s) that $upstream lacks: push $branch first"
  [ "$behind" -eq 0 ] || refuse "$branch is $behind commit(s) behind $upstream: pull first"
fi

if git rev-parse --quiet --verify "refs/tags/$tag" > /dev/null; then
  refuse "tag $tag already exists (on $(git rev-parse --short "$tag^{commit}")): pick the next version"
fi

# The newest existing release of this major version; vX must not move back to an older one.
newest=$(git tag --list "$major.*" | grep -E "^$major\.[0-9]+\.[0-9]+$" | sort -V | tail -n 1 || true)
if [ -n "$newest" ] && [ "$(printf '%s\n%s\n' "$newest" "$tag" | sort -V | tail -n 1)" != "$tag" ]; then
  refuse "$newest is newer than $tag: $major would move back; release a version above $newest"
fi

package_version=$(json_version package.json)
[ "$package_version" = "$version" ] ||
  refuse "package.json has version $package_version: run 'npm version $version --no-git-tag-version' (it updates package.json and package-lock.json), run npm run bundle (dist/ carries the version), commit, and run this again"
if [ -f package-lock.json ]; then
  lock_version=$(json_version package-lock.json)
  [ "$lock_version" = "$version" ] ||
    refuse "package-lock.json has version $lock_version: run 'npm install --package-lock-only' to match package.json, commit, and run this again"
fi

if [ "$dry_run" = true ] && [ "$clean" = false ]; then
  # Building would overwrite the changes in dist/ that the tree may hold: not in a dry run.
  refuse "dist/ not checked: the dist check rebuilds dist/, which needs a clean working tree"
else
  echo "Checking that dist/ is what the sources build (npm run check-dist)..."
  dist_ok=true
  npm run --silent check-dist || dist_ok=false
  if [ "$dry_run" = true ]; then
    # The tree was clean: put dist/ and the index back as HEAD has them.
    git restore --source=HEAD --staged --worktree -- dist 2> /dev/null || true
    git clean --quiet --force -- dist
  fi
  [ "$dist_ok" = true ] ||
    refuse "dist/ is not what the sources build: commit the rebuilt dist/ (npm run bundle) and run this again"
  [ "$dry_run" = true ] || [ -z "$(git status --porcelain)" ] ||
    die "building dist/ left changes (git status): commit them and run this again"
fi

commit=$(git rev-parse HEAD)
short=$(git rev-parse --short "$commit")
subject=$(git log -1 --format=%s "$commit")
previous=$(git rev-parse --quiet --verify "refs/tags/$major^{commit}" || true)
if [ -z "$previous" ]; then
  move="Created $major on $short."
elif [ "$previous" = "$commit" ]; then
  move="$major already pointed at $short."
else
  move="Moved $major from $(git rev-parse --short "$previous") to $short."
fi

if [ "$dry_run" = true ]; then
  echo
  echo "Tags it would make, on $short ($subject):"
  echo "  $tag"
  echo "  $major"
  echo "It would then print: $move"
  echo "Nothing is pushed by the script; the release is published with:"
  echo "  git push $remote $tag"
  echo "  git push --force $remote $major"
  if [ "$refusals" -gt 0 ]; then
    echo
    echo "A real run would refuse ($refusals reason(s) above): fix them first."
    exit 1
  fi
  echo
  echo "A real run would tag: scripts/release.sh $version"
  exit 0
fi

git tag --annotate "$tag" --message "$tag" "$commit"
git tag --force --annotate "$major" --message "$major: $tag" "$commit" > /dev/null

echo "Tagged $tag on $short ($subject)."
echo "$move"
echo
echo "Nothing is pushed yet. Publish the release with:"
echo "  git push $remote $tag"
echo "  git push --force $remote $major"
