export { Drawer } from './Drawer';
