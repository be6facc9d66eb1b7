import '../../../i18n/demo-common.i18n';
import '../gallery.i18n';
import '../ui-pages.i18n';
import { FeatherPage } from '../feather/FeatherPage';

export default function FeatherScreen() {
  return <FeatherPage />;
}
