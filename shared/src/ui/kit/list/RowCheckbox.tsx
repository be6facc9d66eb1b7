import { pressableStates } from '@cloudfit/shared/ui/pressable-states';
import CheckBox from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import { alpha, type CSSObject, type Theme } from '@mui/material/styles';

const ROW_CHECKBOX_CLASS = 'cf-list-row-checkbox';

/**
 * A row's selection box: a native checkbox over the box icon, looking like MUI's medium primary
 * Checkbox. Plain for speed: a list page has one per row, and a MUI Checkbox is about twenty
 * components.
 */
export function RowCheckbox({
  checked,
  label,
  onToggle,
}: {
  checked: boolean;
  label: string;
  onToggle(): void;
}) {
  return (
    <span className={ROW_CHECKBOX_CLASS}>
      <input
        type="checkbox"
        checked={checked}
        aria-label={label}
        onChange={onToggle}
        // The row opens on Enter; the box's own keys stay with the box.
        onKeyDown={(event) => event.stopPropagation()}
      />
      {checked ? <CheckBox /> : <CheckBoxOutlineBlank />}
    </span>
  );
}

/** The rule set of the row boxes, for the table's styles: MUI's checkbox colours, hover tint and focus ring. */
export function rowCheckboxStyles(theme: Theme): CSSObject {
  const { '&:focus-visible': focusRing, ...pressable } = pressableStates(theme);
  return {
    [`& .${ROW_CHECKBOX_CLASS}`]: {
      ...pressable,
      position: 'relative',
      display: 'inline-flex',
      padding: '9px',
      borderRadius: '50%',
      color: theme.palette.text.secondary,
      '&:hover': { backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity) },
      '&:has(input:checked)': { color: theme.palette.primary.main },
      '&:has(input:focus-visible)': focusRing,
      '& input': {
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        margin: 0,
        opacity: 0,
        cursor: 'inherit',
      },
    },
  };
}
