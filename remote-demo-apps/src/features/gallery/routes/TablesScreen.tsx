import '../../../i18n/demo-common.i18n';
import '../gallery.i18n';
import '../tables/tables.i18n';
import { TablesPage } from '../tables/components/TablesPage';

export default function TablesScreen() {
  return <TablesPage />;
}
