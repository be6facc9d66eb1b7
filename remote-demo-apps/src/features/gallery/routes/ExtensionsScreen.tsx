import '../../../i18n/demo-common.i18n';
import '../gallery.i18n';
import '../extensions/extensions.i18n';
import { ExtensionsPage } from '../extensions/ExtensionsPage';

export default function ExtensionsScreen() {
  return <ExtensionsPage />;
}
