#!/bin/sh
# Number-call clips (spec §2.9, §2.10): "<letter> <number>" spoken by espeak-ng's Amharic voice,
# encoded as 16 kbps mono MP3 (a few KB each) into public/sounds/calls/<n>.mp3.
# Needs: apt-get install -y espeak-ng lame. Re-run only to change the clips; the output is committed.
set -eu
out="$(dirname "$0")/../public/sounds/calls"
mkdir -p "$out"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
for n in $(seq 1 75); do
  if [ "$n" -le 15 ]; then l='ቢ'; elif [ "$n" -le 30 ]; then l='አይ'; elif [ "$n" -le 45 ]; then l='ኤን'; elif [ "$n" -le 60 ]; then l='ጂ'; else l='ኦ'; fi
  espeak-ng -v am -s 140 -w "$tmp/$n.wav" "$l $n"
  lame --quiet -m m --resample 16 -b 16 --noreplaygain -t "$tmp/$n.wav" "$out/$n.mp3"
done
echo "wrote 75 clips to $out"
