import '../../../i18n/demo-common.i18n';
import '../gallery.i18n';
import '../forms/forms.i18n';
import { FormElementsPage } from '../forms/FormElementsPage';

export default function FormElementsScreen() {
  return <FormElementsPage />;
}
