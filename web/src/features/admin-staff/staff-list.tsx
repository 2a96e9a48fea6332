import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { StaffMember } from '@school/shared/staff-schemas';
import { useId, useState, type ReactNode } from 'react';
import { lastSignInText, roleText, STATUS_TEXT } from './staff-texts';

export type StaffAction = 'promote' | 'demote' | 'disable' | 'enable' | 'password-link' | 'remove';

interface Props {
  members: StaffMember[];
  /** The signed-in member's e-mail, to mark their own row. */
  ownEmail: string | undefined;
  /** The member an action is under way for: their Actions button waits. */
  /** True for a member whose action is on its way. */
  busy: (id: string) => boolean;
  onAction: (member: StaffMember, action: StaffAction) => void;
}

const statusColor = { active: 'success', invited: 'info', disabled: 'default' } as const;

/** What a member's Actions menu offers, given their role and status. */
function actionsFor(member: StaffMember): { action: StaffAction; label: string }[] {
  return [
    member.role === 'superadmin' ? { action: 'demote', label: 'Make admin' } : { action: 'promote', label: 'Make superadmin' },
    member.status === 'disabled' ? { action: 'enable', label: 'Enable' } : { action: 'disable', label: 'Disable' },
    { action: 'password-link', label: member.status === 'invited' ? 'Send the invitation again' : 'Send password-reset link' },
    { action: 'remove', label: 'Remove' },
  ];
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Box sx={{ overflowWrap: 'anywhere' }}>{children}</Box>
    </Box>
  );
}

function ActionsMenu({ member, busy, onAction }: { member: StaffMember; busy: boolean; onAction: Props['onAction'] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        endIcon={<MoreVertIcon />}
        aria-label={`Actions for ${member.name}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        disabled={busy}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {busy ? 'Working...' : 'Actions'}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actionsFor(member).map(({ action, label }) => (
          <MenuItem
            key={action}
            sx={action === 'remove' || action === 'disable' ? { color: 'error.main' } : undefined}
            onClick={() => {
              setAnchor(null);
              onAction(member, action);
            }}
          >
            {label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** One card per member: stacked on a phone, a row on wider screens. */
export function StaffList({ members, ownEmail, busy, onAction }: Props) {
  if (members.length === 0) {
    return <Typography sx={{ color: 'text.secondary', py: 4, textAlign: 'center' }}>No staff accounts yet.</Typography>;
  }
  return (
    <Box component="ul" aria-label="Staff members" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {members.map((member) => (
        <Box
          component="li"
          key={member.id}
          data-testid="staff-row"
          sx={{
            p: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 3,
            bgcolor: 'background.paper',
            display: 'grid',
            gap: 1.5,
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1.4fr) minmax(0, 1fr) auto' },
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, minWidth: 0 }}>
            <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {member.name}
              {member.email === ownEmail && (
                <Typography component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                  {' '}
                  (you)
                </Typography>
              )}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {member.email}
            </Typography>
          </Box>
          <Field label="Role">{roleText(member.role)}</Field>
          <Field label="Last sign-in">{lastSignInText(member.lastSignInAt)}</Field>
          <Field label="Status">
            <Chip size="small" color={statusColor[member.status]} label={STATUS_TEXT[member.status]} />
          </Field>
          <Box sx={{ justifySelf: { xs: 'end', md: 'auto' } }}>
            <ActionsMenu member={member} busy={busy(member.id)} onAction={onAction} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
