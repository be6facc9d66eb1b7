#!/usr/bin/env bash
# The browser tests need Debian's Chromium (and the Noto CJK fonts, so zh-TW screens render in screenshots)
# and the API tests Debian's PostgreSQL; `pnpm start:cluster` and its fault checks HAProxy and nginx: install
# what is missing.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
[ -f /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc ] || missing+=(fonts-noto-cjk)
[ -x /usr/sbin/haproxy ] || missing+=(haproxy)
[ -x /usr/sbin/nginx ] || missing+=(nginx-light)
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing ${missing[*]} from Debian…"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
