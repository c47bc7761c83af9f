// The 5x5 board card alone (spec §3 Board), without the board list's stores, the picks and the call
// sounds: the game history draws past boards with it and must not load the rest of the slice.
export { BoardCard } from './ui/BoardCard';
