#!/usr/bin/env bash
# Builds the labelled evaluation corpus: CORPUS/<set>/src/<repo> for every label set in eval/.
# It follows the recipes in each eval/labels*/README.md in one go, so a new machine gets the whole
# corpus back with one command:
#   bash eval/build-corpus.sh [CORPUS]          (default ../corpus beside the project; keep it outside the project)
# Python repositories come from Debian bookworm packages (apt-get download; needs root for apt-get update
# or an up-to-date package list). Java repositories are extracted with `git archive` from bare mirrors
# under $MIRRORS (default ../.mirror beside the project, as <owner>+<name>/repo); a repository whose mirror or commit is
# missing is reported and skipped, and its set is scored without it.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
CORPUS=${1:-$ROOT/../corpus}
MIRRORS=${MIRRORS:-$ROOT/../.mirror}
D=usr/lib/python3/dist-packages
DEBS=$CORPUS/debs
mkdir -p "$DEBS"

if [ "$(id -u)" = 0 ]; then apt-get update -qq; fi
(cd "$DEBS" && apt-get download -qq \
  python3-django python3-celery python3-flask python3-kombu python3-sqlalchemy python3-pytest \
  python3-sphinx python3-docutils python3-alembic python3-scrapy python3-djangorestframework \
  python3-jinja2 python3-markdown python3-werkzeug \
  python3-falcon python3-marshmallow python3-pygments python3-rich python3-tornado \
  python3-aiohttp python3-apscheduler python3-cherrypy3 python3-pyramid python3-starlette python3-wtforms \
  python3-bottle python3-cerberus python3-click python3-jsonschema python3-mako python3-peewee python3-rq \
  python3-cmd2 python3-hypothesis python3-invoke python3-pecan python3-stevedore python3-transitions python3-twisted \
  python3-fastapi python3-libcloud mkdocs python3-prompt-toolkit python3-pydantic python3-sqlparse python3-urwid \
  python3-babel python3-cliff python3-dogpile.cache python3-paramiko python3-tablib python3-webob python3-yaml \
  pylint python3-ipython python3-traitlets python3-oslo.config python3-jsonpickle python3-coverage python3-jmespath \
  python3-passlib python3-jwt python3-oauthlib python3-bs4 python3-nbconvert python3-lark python3-arrow python3-radicale \
  python3-gunicorn python3-uvicorn python3-html5lib python3-tabulate python3-markdown-it python3-redis python3-pyflakes python3-dnspython \
  python3-flake8 python3-virtualenv python3-mistune python3-feedparser python3-astroid python3-structlog pelican httpie)

# set repo deb-package path-in-dist-packages...
py() {
  local set=$1 repo=$2 deb=$3; shift 3
  local root=$CORPUS/$set/roots/$deb dest=$CORPUS/$set/src/$repo
  rm -rf "$root" "$dest"; mkdir -p "$root" "$dest"
  dpkg -x "$(ls "$DEBS"/"${deb}"_*.deb | head -1)" "$root"
  for p in "$@"; do cp -r "$root/$D/$p" "$dest/"; done
  # the package's own entry points (its plugin registrations) from its installed metadata
  local ep
  for ep in "$root/$D"/*.egg-info/entry_points.txt "$root/$D"/*.dist-info/entry_points.txt; do
    [ -f "$ep" ] || continue
    mkdir -p "$dest/$(basename "$(dirname "$ep")")" && cp "$ep" "$dest/$(basename "$(dirname "$ep")")/"
  done
}

# set repo owner/name commit
java() {
  local set=$1 repo=$2 gh=$3 commit=$4
  local git=$MIRRORS/${gh/\//+}/repo dest=$CORPUS/$set/src/$repo
  if ! git --git-dir="$git" cat-file -e "$commit^{commit}" 2>/dev/null; then
    echo "skipped $set/$repo: no mirror of $gh holding $commit under $MIRRORS" >&2; return 0
  fi
  rm -rf "$dest"; mkdir -p "$dest"
  # A mirror may lack its largest blobs (newbee-mall's upload.zip): archive only the paths it holds.
  local present=() entry meta path mode type sha
  while IFS= read -r -d '' entry; do
    meta=${entry%%$'\t'*}; path=${entry#*$'\t'}
    read -r mode type sha <<< "$meta"
    if git --git-dir="$git" cat-file -e "$sha" 2>/dev/null; then present+=(":(literal)$path"); else echo "absent in mirror: $repo/$path" >&2; fi
  done < <(git --git-dir="$git" ls-tree -r -z "$commit")
  git --git-dir="$git" archive "$commit" -- "${present[@]}" | tar -x -C "$dest"
}

py calib django python3-django django
py calib celery python3-celery celery
py calib flask python3-flask flask
py calib kombu python3-kombu kombu
py calib sqlalchemy python3-sqlalchemy sqlalchemy
py calib pytest python3-pytest _pytest pytest
java calib spring-petclinic spring-projects/spring-petclinic edf4db28a

py holdout sphinx python3-sphinx sphinx
py holdout docutils python3-docutils docutils
py holdout alembic python3-alembic alembic
py holdout scrapy python3-scrapy scrapy
py holdout djangorestframework python3-djangorestframework rest_framework
java holdout spring-petclinic-microservices spring-petclinic/spring-petclinic-microservices 9a76b4e34cd7
java holdout jhipster-sample-app jhipster/jhipster-sample-app f8da577c944e

py blind jinja2 python3-jinja2 jinja2
py blind markdown python3-markdown markdown
py blind werkzeug python3-werkzeug werkzeug
java blind spring-petclinic-rest spring-petclinic/spring-petclinic-rest 698bd832

for p in falcon marshmallow pygments rich tornado; do py blind2 $p python3-$p $p; done
java blind2 piggymetrics sqshq/piggymetrics 6bb2cf9

for p in aiohttp apscheduler pyramid starlette wtforms; do py blind3 $p python3-$p $p; done
py blind3 cherrypy python3-cherrypy3 cherrypy
java blind3 realworld gothinkster/spring-boot-realworld-example-app ee17e31

for p in cerberus click jsonschema mako rq; do py blind4 $p python3-$p $p; done
py blind4 bottle python3-bottle bottle.py
py blind4 peewee python3-peewee peewee.py pwiz.py playhouse
java blind4 eladmin elunez/eladmin be2f137

for p in cmd2 invoke pecan stevedore transitions twisted; do py blind5 $p python3-$p $p; done
py blind5 hypothesis python3-hypothesis hypothesis _hypothesis_pytestplugin.py
java blind5 litemall linlinjava/litemall a1ef964

for p in fastapi libcloud pydantic sqlparse urwid; do py blind6 $p python3-$p $p; done
py blind6 mkdocs mkdocs mkdocs
py blind6 prompt_toolkit python3-prompt-toolkit prompt_toolkit
java blind6 mall macrozheng/mall 74eebe06

for p in babel cliff paramiko tablib webob yaml; do py blind7 $p python3-$p $p; done
py blind7 dogpile python3-dogpile.cache dogpile
java blind7 newbee-mall newbee-ltd/newbee-mall a069069
rm -f "$CORPUS/blind7/src/newbee-mall/src/main/resources/upload.zip"

py blind8 pylint pylint pylint
py blind8 ipython python3-ipython IPython
for p in traitlets jsonpickle coverage jmespath; do py blind8 $p python3-$p $p; done
py blind8 oslo.config python3-oslo.config oslo_config
java blind8 ruoyi-vue yangzongzhuan/RuoYi-Vue a6ea55ec

for p in passlib jwt oauthlib bs4 nbconvert lark arrow radicale; do py blind9 $p python3-$p $p; done
java blind9 oneblog zhangyd-c/OneBlog e0a0cc89
java blind9 vhr lenve/vhr 03abbd35

for p in gunicorn uvicorn html5lib redis pyflakes; do py blind10 $p python3-$p $p; done
py blind10 tabulate python3-tabulate tabulate.py
py blind10 markdown-it python3-markdown-it markdown_it
py blind10 dnspython python3-dnspython dns
java blind10 xmall Exrick/xmall 19e7917d
java blind10 pig pig-mesh/pig 33f42714

for p in flake8 virtualenv mistune feedparser astroid structlog; do py blind11 $p python3-$p $p; done
py blind11 pelican pelican pelican
py blind11 httpie httpie httpie
java blind11 xxl-job xuxueli/xxl-job 128dd678
java blind11 guide-rpc Snailclimb/guide-rpc-framework e2f0dd1

for s in "$CORPUS"/*/roots; do rm -rf "$s"; done
echo "corpus ready under $CORPUS"
