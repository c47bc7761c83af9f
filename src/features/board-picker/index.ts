export { BoardPicker } from './ui/BoardPicker';
export { BoardPickerGate, boardClicked, boardRemoveClicked, startClicked, backClicked, startProblem, $taken, $takenByOthers, $starting } from './model/picker';
