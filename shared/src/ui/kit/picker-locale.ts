// MUI X's locale provider for screens with pickers of their own, on its own path so that the kit's
// form entry, which every form screen imports, does not export it.
export { PickerLocale } from './form/picker-locale';
