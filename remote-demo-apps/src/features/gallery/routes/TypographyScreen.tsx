import '../../../i18n/demo-common.i18n';
import '../gallery.i18n';
import '../ui-pages.i18n';
import { TypographyPage } from '../typography/TypographyPage';

export default function TypographyScreen() {
  return <TypographyPage />;
}
