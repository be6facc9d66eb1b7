import { ScreenPending } from '../../../components/ScreenPending';

export default function TypographyScreen() {
  return <ScreenPending />;
}
