import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { customerQuery } from '@/features/customers/api/get-customer.ts';
import { initNewCustomer } from '@/features/customers/api/init-new-customer.ts';
import { RecordHistory } from '@/features/history/components/record-history.tsx';
import { CustomerPage, type CustomerPageSlots } from '@/features/customers/components/customer-page/customer-page.tsx';
import { CustomerCarsTab } from './-customer-cars-tab.tsx';
import { CustomerCasesTab } from './-customer-cases-tab.tsx';

/** The customer page composed of its features: the customer's cars come from the customer cars, its cases from the cases. */
const slots: CustomerPageSlots = { CustomerCarsTab, CustomerCasesTab };

/** A new customer has the id 0 until it is saved (spec part 1 §4: created by hand with Id 0). */
const NEW_CUSTOMER = '0';
const newCustomerQuery = { queryKey: ['customers', 'new'], queryFn: initNewCustomer, staleTime: 0, gcTime: 0 } as const;

/** /Customers/Customer/{id}: a customer (spec part 1 §2), /Customers/Customer/0 a new one. */
export const Route = createFileRoute('/_app/Customers/Customer/$id')({
  loader: async ({ context, params }) => {
    if (!/^\d+$/.test(params.id)) throw notFound();
    if (params.id === NEW_CUSTOMER) await context.queryClient.ensureQueryData(newCustomerQuery);
    else await context.queryClient.ensureQueryData(customerQuery(params.id));
  },
  component: CustomerRoute,
});

function CustomerRoute() {
  const { id } = Route.useParams();
  return id === NEW_CUSTOMER ? <NewCustomer /> : <ExistingCustomer id={id} />;
}

function ExistingCustomer({ id }: { id: string }) {
  const { data } = useSuspenseQuery(customerQuery(id));
  return (
    <>
      <CustomerPage key={id} customer={data} slots={slots} />
      <RecordHistory record="customer" id={id} version={data.ETag} />
    </>
  );
}

function NewCustomer() {
  const { data } = useSuspenseQuery(newCustomerQuery);
  return <CustomerPage key="new" customer={data} slots={slots} />;
}
