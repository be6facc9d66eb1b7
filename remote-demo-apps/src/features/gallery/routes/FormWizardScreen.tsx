import '../../../i18n/demo-common.i18n';
import '../gallery.i18n';
import '../forms/forms.i18n';
import { FormWizardPage } from '../forms/FormWizardPage';

export default function FormWizardScreen() {
  return <FormWizardPage />;
}
