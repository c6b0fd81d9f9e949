import { Button, Modal, Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MicroFrontend } from '@/components/micro-frontend-host.tsx';
import { currentUserQuery, hasRoleFlag, mayCall } from '@/lib/current-user.ts';
import { AnchorLink, WidgetCard } from './widget-card.tsx';

/** The dialog titles the calculator: it draws no heading of its own. */
const TITLED = { withHeading: false };

/** The toolbox (document 2 §2): the quick calculator, and shortcuts to the lists the user may open. */
export function ToolboxWidget() {
  const { data: user } = useSuspenseQuery(currentUserQuery);
  const [calculator, setCalculator] = useState(false);
  return (
    <WidgetCard title="Værktøjskasse" testId="toolbox-widget">
      <Stack gap={6} align="flex-start">
        <Button variant="light" size="xs" onClick={() => setCalculator(true)}>
          Hurtigberegner
        </Button>
        {mayCall(user, 'GET', '/api/caselist/search/') && (
          <AnchorLink to="/Cases/CaseList" size="sm">
            Sager
          </AnchorLink>
        )}
        {hasRoleFlag(user, 'can_see_my_cars') && mayCall(user, 'POST', '/api/owncarlist/search/') && (
          <AnchorLink to="/Cars/OwnCars" size="sm">
            Egne biler
          </AnchorLink>
        )}
        {mayCall(user, 'GET', '/api/customerlist/search/') && (
          <AnchorLink to="/Customers/CustomerList" size="sm">
            Kunder
          </AnchorLink>
        )}
      </Stack>
      <Modal opened={calculator} onClose={() => setCalculator(false)} title="Hurtigberegner" size="lg">
        {calculator && <MicroFrontend base="/api/quickcalculator/" props={TITLED} title="Hurtigberegner" />}
      </Modal>
    </WidgetCard>
  );
}
