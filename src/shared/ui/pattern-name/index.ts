export { PatternName, patternName } from './PatternName';
