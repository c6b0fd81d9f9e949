/**
 * The case page's title (spec part 2 §2 "Case page tabs"): 'Sag {Id}' ('Ny sag' before it is saved), then the
 * customer's name and the car's title, and ' (fabriksny)' for a factory-new car. One rule for the server's case model
 * and the page, which shows it for a picked customer or car before the case is saved.
 */
export interface TitleParts {
  Id: string | null;
  CustomerName?: string | null;
  CarTitle?: string | null;
  IsFactoryNew?: boolean | null;
}

export const caseTitle = ({ Id, CustomerName, CarTitle, IsFactoryNew }: TitleParts): string => {
  const parts = [Id ? `Sag ${Id}` : 'Ny sag'];
  if (CustomerName?.trim()) parts.push(CustomerName.trim());
  if (CarTitle?.trim()) parts.push(CarTitle.trim());
  return `${parts.join(' - ')}${CarTitle?.trim() && IsFactoryNew ? ' (fabriksny)' : ''}`;
};
