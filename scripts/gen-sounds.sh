#!/bin/sh
# Number-call clips (spec §2.9, §2.10): "<letter> <number>" spoken by espeak-ng, encoded as 16 kbps
# mono MP3 (a few KB each). `gen-sounds.sh` (or `gen-sounds.sh am`) writes the Amharic set into
# public/sounds/calls/<n>.mp3; `gen-sounds.sh en` writes the English set into public/sounds/calls-en/.
# Needs: apt-get install -y espeak-ng lame. Re-run only to change the clips; the output is committed.
set -eu
lang="${1:-am}"
case "$lang" in
  am) out="$(dirname "$0")/../public/sounds/calls"; voice=am ;;
  en) out="$(dirname "$0")/../public/sounds/calls-en"; voice=en-us ;;
  *) echo "usage: gen-sounds.sh [am|en]" >&2; exit 2 ;;
esac
mkdir -p "$out"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
for n in $(seq 1 75); do
  if [ "$lang" = en ]; then
    if [ "$n" -le 15 ]; then l='B'; elif [ "$n" -le 30 ]; then l='I'; elif [ "$n" -le 45 ]; then l='N'; elif [ "$n" -le 60 ]; then l='G'; else l='O'; fi
  elif [ "$n" -le 15 ]; then l='ቢ'; elif [ "$n" -le 30 ]; then l='አይ'; elif [ "$n" -le 45 ]; then l='ኤን'; elif [ "$n" -le 60 ]; then l='ጂ'; else l='ኦ'; fi
  # the English letter is followed by a comma, so "I, 16" is not read as one word
  if [ "$lang" = en ]; then text="$l, $n"; else text="$l $n"; fi
  espeak-ng -v "$voice" -s 140 -w "$tmp/$n.wav" "$text"
  lame --quiet -m m --resample 16 -b 16 --noreplaygain -t "$tmp/$n.wav" "$out/$n.mp3"
done
echo "wrote 75 clips to $out"
