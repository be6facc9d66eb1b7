import '../../../i18n/demo-common.i18n';
import '../gallery.i18n';
import '../forms/forms.i18n';
import { FormLayoutPage } from '../forms/FormLayoutPage';

export default function FormLayoutScreen() {
  return <FormLayoutPage />;
}
