import { Link as RouterLink } from '@cloudfit/shared/router/app-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/** Where a form ends: what happened, and the one way on (back to sign-in, ask for a new link). */
export function AuthOutcome(props: {
  severity: 'success' | 'error';
  message: string;
  to: string;
  action: string;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity={props.severity} role={props.severity === 'error' ? 'alert' : 'status'}>
        {props.message}
      </Alert>
      <Button component={RouterLink} to={props.to} variant="contained">
        {props.action}
      </Button>
    </Box>
  );
}
