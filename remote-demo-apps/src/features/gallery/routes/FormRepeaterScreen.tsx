import '../../../i18n/demo-common.i18n';
import '../gallery.i18n';
import '../forms/forms.i18n';
import { FormRepeaterPage } from '../forms/FormRepeaterPage';

export default function FormRepeaterScreen() {
  return <FormRepeaterPage />;
}
