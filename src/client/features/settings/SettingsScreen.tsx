/** Ajustes: the e-mail to confirm (until it is), appearance, profile, password, connected devices, sync, the learner's data and account deletion. */
import { Page } from '../../components/ui';
import { PendingActions } from '../sync/PendingActions';
import { AppearanceCard } from './AppearanceCard';
import { TextSizeCard } from './TextSizeCard';
import { DataSaverCard } from './DataSaverCard';
import { StorageCard } from './StorageCard';
import { GoalCard } from './GoalCard';
import { ProfileCard } from './ProfileCard';
import { EmailConfirmationCard } from './EmailConfirmationCard';
import { EmailCard } from './EmailCard';
import { PasswordCard } from './PasswordCard';
import { DevicesCard } from './DevicesCard';
import { RemindersCard } from '../reminders/RemindersCard';
import { DataCard } from './DataCard';
import { DeleteAccountCard } from './DeleteAccountCard';
import { SettingsCard, Stack } from './settings-ui';

export default function SettingsScreen() {
  return (
    <Page>
      <h1>Ajustes</h1>
      <Stack>
        <EmailConfirmationCard />
        <EmailCard />
        <GoalCard />
        <RemindersCard />
        <AppearanceCard />
        <TextSizeCard />
        <DataSaverCard />
        <StorageCard />
        <ProfileCard />
        <PasswordCard />
        <DevicesCard />
        <SettingsCard id="ajustes-sincronizacao" title="Sincronização">
          <PendingActions />
        </SettingsCard>
        <DataCard />
        <DeleteAccountCard />
      </Stack>
    </Page>
  );
}
