export { BackToGame } from './ui/BackToGame';
export { BackToGameGate, backToGameClicked, placeOf } from './model/back-to-game';
