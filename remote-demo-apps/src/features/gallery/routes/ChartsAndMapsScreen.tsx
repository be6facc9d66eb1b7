import '../../../i18n/demo-common.i18n';
import '../gallery.i18n';
import '../charts-and-maps/charts-and-maps.i18n';
import { ChartsAndMapsPage } from '../charts-and-maps/ChartsAndMapsPage';

export default function ChartsAndMapsScreen() {
  return <ChartsAndMapsPage />;
}
