import { Box, Center } from '@mantine/core';
import { MAIN_PROPS } from '../shell/SkipLink';
import { useBranding } from '../theme/useBranding';
import { SectionOutlet } from './SectionOutlet';

/** Screens before sign-in (sign-in, lost password, reset): centred on the white label's background image. */
export function PublicLayout() {
  const background = useBranding()?.backgroundImageURL;
  return (
    <Box
      component="main"
      {...MAIN_PROPS}
      mih="100vh"
      bg="var(--postbridge-color-surface)"
      style={
        background
          ? { backgroundImage: `url("${background}")`, backgroundSize: 'cover', backgroundPosition: 'center' }
          : undefined
      }
    >
      <Center mih="100vh" p="md">
        <SectionOutlet />
      </Center>
    </Box>
  );
}
