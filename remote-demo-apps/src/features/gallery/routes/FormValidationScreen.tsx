import '../../../i18n/demo-common.i18n';
import '../gallery.i18n';
import '../forms/forms.i18n';
import { FormValidationPage } from '../forms/FormValidationPage';

export default function FormValidationScreen() {
  return <FormValidationPage />;
}
