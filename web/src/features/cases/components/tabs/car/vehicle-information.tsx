import {
  Card,
  Checkbox,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import type {
  SalesItem,
  TaxDeductableSetting,
  UsedVehicleInformation,
  VehicleInformation,
} from "../../../../../../../events/cases.ts";
import { TIMING_BELT_MILEAGE_MAX } from "../../../../../../../events/cases.ts";
import {
  formatNumber,
  toClientDate,
} from "../../../../../../../domain/format.ts";
import { DateTextInput } from "@/components/date-text-input.tsx";

/** Timing belt replaced (spec part 2 §3): 0 Unknown, 1 Yes, 2 No, 3 NoTimingBelt. */
const TIMING_BELT = [
  { value: "0", label: "Ukendt" },
  { value: "1", label: "Ja" },
  { value: "2", label: "Nej" },
  { value: "3", label: "Ingen tandrem" },
];

/** How much the model catalogue gives of the car (spec part 2 §4): what the calculation may do with it. */
const DBI_ACCESS_LEVELS = [
  { value: "0", label: "Begrænset" },
  { value: "1", label: "Uden minimumsbeskatning" },
  { value: "2", label: "Fuld" },
  { value: "3", label: "Fuld, med udstyr" },
];

export interface VehicleInformationProps {
  item: SalesItem;
  readOnly: boolean;
  /** The sales item's rule failures by field ('VehicleInformation.ProductionYear', ...). */
  errorOf: (field: string) => string | undefined;
  onTouch: (field: string) => void;
  onChange: (next: SalesItem) => void;
}

/**
 * The car's facts and, for a used car, its history (spec part 2 §3 VehicleInformation, UsedVehicleInformation): what
 * the registration fee and the yearly taxes read (weights, battery, particle filter, import) and what the contract
 * tells the buyer (keys, towbar, service book, timing belt, inspection).
 */
export function VehicleInformationFields({
  item,
  readOnly,
  errorOf,
  onTouch,
  onChange,
}: VehicleInformationProps) {
  const info = item.VehicleInformation ?? {};
  const used = item.UsedVehicleInformation ?? {};
  const setInfo = <K extends keyof VehicleInformation>(
    field: K,
    next: VehicleInformation[K],
  ) => onChange({ ...item, VehicleInformation: { ...info, [field]: next } });
  const setUsed = (changes: Partial<UsedVehicleInformation>) =>
    onChange({ ...item, UsedVehicleInformation: { ...used, ...changes } });
  const deductable = item.TaxDeductableSetting ?? {};
  const setDeductable = <K extends keyof TaxDeductableSetting>(
    field: K,
    next: TaxDeductableSetting[K] | null,
  ) => {
    // An unknown count is left out rather than kept as 0: the catalogue's then counts.
    const { [field]: _dropped, ...rest } = deductable;
    onChange({
      ...item,
      TaxDeductableSetting:
        next === null ? rest : { ...deductable, [field]: next },
    });
  };
  const text = (
    label: string,
    value: string | null | undefined,
    max: number,
    onValue: (next: string | null) => void,
  ) =>
    readOnly ? (
      <Shown label={label} value={value} />
    ) : (
      <TextInput
        label={label}
        value={value ?? ""}
        maxLength={max}
        onChange={(event) =>
          onValue(
            event.currentTarget.value === "" ? null : event.currentTarget.value,
          )
        }
      />
    );

  const number = (
    label: string,
    value: number | null | undefined,
    path: string,
    onValue: (next: number | null) => void,
    options: {
      max: number;
      decimals?: boolean;
      thousands?: boolean;
      clamp?: boolean;
    },
  ) =>
    readOnly ? (
      <Shown
        label={label}
        value={
          value === null || value === undefined ? null : formatNumber(value)
        }
      />
    ) : (
      <NumberInput
        label={label}
        value={value ?? ""}
        allowDecimal={options.decimals ?? false}
        allowNegative={false}
        max={options.max}
        clampBehavior={options.clamp === false ? "none" : "blur"}
        thousandSeparator={options.thousands ? "." : undefined}
        decimalSeparator=","
        hideControls
        error={errorOf(path)}
        onChange={(next) => onValue(typeof next === "number" ? next : null)}
        onBlur={() => onTouch(path)}
      />
    );
  const date = (
    label: string,
    value: string | null | undefined,
    onValue: (next: string | null) => void,
  ) =>
    readOnly ? (
      <Shown label={label} value={toClientDate(value)} />
    ) : (
      <DateTextInput label={label} value={value ?? null} onChange={onValue} />
    );
  const flag = (
    label: string,
    value: boolean | null | undefined,
    onValue: (next: boolean) => void,
  ) =>
    readOnly ? (
      <Shown
        label={label}
        value={
          value === null || value === undefined ? null : value ? "Ja" : "Nej"
        }
      />
    ) : (
      <Checkbox
        label={label}
        checked={value === true}
        onChange={(event) => onValue(event.currentTarget.checked)}
        mt="lg"
      />
    );
  const beltLabel =
    TIMING_BELT.find(
      (option) => option.value === String(used.TimingBeltReplaced),
    )?.label ?? null;

  return (
    <Card withBorder padding="md" data-testid="vehicle-information">
      <Stack gap="sm">
        <Text fw={600}>Køretøjsoplysninger</Text>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {number(
            "Egenvægt (kg)",
            info.Weight,
            "VehicleInformation.Weight",
            (next) => setInfo("Weight", next),
            { max: 100_000, thousands: true },
          )}
          {number(
            "Totalvægt (kg)",
            info.TotalWeight,
            "VehicleInformation.TotalWeight",
            (next) => setInfo("TotalWeight", next),
            { max: 100_000, thousands: true },
          )}
          {number(
            "Batterikapacitet (kWh)",
            info.BatteryCapacity,
            "VehicleInformation.BatteryCapacity",
            (next) => setInfo("BatteryCapacity", next),
            { max: 1_000, decimals: true },
          )}
          {number(
            "Antal nøgler",
            info.NumberOfKeys,
            "VehicleInformation.NumberOfKeys",
            (next) => setInfo("NumberOfKeys", next),
            { max: 20 },
          )}
          {number(
            "Produktionsår",
            info.ProductionYear,
            "VehicleInformation.ProductionYear",
            (next) => setInfo("ProductionYear", next),
            { max: 2050 },
          )}
          {number(
            "Produktionsmåned",
            info.ProductionMonth,
            "VehicleInformation.ProductionMonth",
            (next) => setInfo("ProductionMonth", next),
            { max: 12 },
          )}
          {number(
            "Vægtafgift pr. år (kr.)",
            info.WeightTaxPerYear,
            "VehicleInformation.WeightTaxPerYear",
            (next) => setInfo("WeightTaxPerYear", next),
            { max: 100_000_000, thousands: true },
          )}
          {number(
            "Udligningsafgift pr. år (kr.)",
            info.EqualisationTaxPerYear,
            "VehicleInformation.EqualisationTaxPerYear",
            (next) => setInfo("EqualisationTaxPerYear", next),
            { max: 100_000_000, thousands: true },
          )}
          {number(
            "Partikelfiltertillæg pr. år (kr.)",
            info.NoParticleFilterTax,
            "VehicleInformation.NoParticleFilterTax",
            (next) => setInfo("NoParticleFilterTax", next),
            { max: 100_000_000, thousands: true },
          )}
          {text("Motortype", info.EngineType, 50, (next) =>
            setInfo("EngineType", next),
          )}
          {text("Sekundært drivmiddel", info.SecondaryFuelType, 30, (next) =>
            setInfo("SecondaryFuelType", next),
          )}
          {number(
            "Km/l, sekundært drivmiddel",
            info.SecondaryKmPerLiter,
            "VehicleInformation.SecondaryKmPerLiter",
            (next) => setInfo("SecondaryKmPerLiter", next),
            { max: 1_000, decimals: true },
          )}
          {number(
            "Antal døre",
            info.NumberOfDoors,
            "VehicleInformation.NumberOfDoors",
            (next) => setInfo("NumberOfDoors", next),
            { max: 10 },
          )}
          {readOnly ? (
            <Shown
              label="Adgang til modelkatalog"
              value={
                DBI_ACCESS_LEVELS.find(
                  (level) => level.value === String(info.DbiAccessLevel),
                )?.label ?? null
              }
            />
          ) : (
            <Select
              label="Adgang til modelkatalog"
              data={DBI_ACCESS_LEVELS}
              clearable
              value={
                info.DbiAccessLevel === null ||
                info.DbiAccessLevel === undefined
                  ? null
                  : String(info.DbiAccessLevel)
              }
              onChange={(next) =>
                setInfo("DbiAccessLevel", next === null ? null : Number(next))
              }
            />
          )}
          {flag("Partikelfilter", info.ParticulateFilter, (next) =>
            setInfo("ParticulateFilter", next),
          )}
          {flag("Anhængertræk", info.Towbar, (next) => setInfo("Towbar", next))}
        </SimpleGrid>
        <Text fw={600} mt="sm">
          Fradragsberettiget udstyr
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {flag("ABS", deductable.Abs, (next) => setDeductable("Abs", next))}
          {flag("ESP", deductable.Esp, (next) => setDeductable("Esp", next))}
          {flag("Radio", deductable.Radio, (next) =>
            setDeductable("Radio", next),
          )}
          {flag("Euro NCAP topvurderet", deductable.EuroNcapToprated, (next) =>
            setDeductable("EuroNcapToprated", next),
          )}
          {number(
            "Antal airbags",
            deductable.NumberOfAirbags,
            "TaxDeductableSetting.NumberOfAirbags",
            (next) => setDeductable("NumberOfAirbags", next),
            { max: 50 },
          )}
          {number(
            "Integrerede barnesæder",
            deductable.NumberOfIntegratedChildSeats,
            "TaxDeductableSetting.NumberOfIntegratedChildSeats",
            (next) => setDeductable("NumberOfIntegratedChildSeats", next),
            { max: 50 },
          )}
          {number(
            "Selealarmer",
            deductable.NumberOfSeatBeltAlarms,
            "TaxDeductableSetting.NumberOfSeatBeltAlarms",
            (next) => setDeductable("NumberOfSeatBeltAlarms", next),
            { max: 50 },
          )}
        </SimpleGrid>
        {!item.IsFactoryNew && (
          <>
            <Text fw={600} mt="sm">
              Brugtvognsoplysninger
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              {readOnly ? (
                <Shown label="Tandrem skiftet" value={beltLabel} />
              ) : (
                <Select
                  label="Tandrem skiftet"
                  data={TIMING_BELT}
                  value={
                    used.TimingBeltReplaced === null ||
                    used.TimingBeltReplaced === undefined
                      ? null
                      : String(used.TimingBeltReplaced)
                  }
                  onChange={(next) => {
                    const replaced = next === null ? null : Number(next);
                    // The belt's mileage and date belong to a replaced belt only (spec part 2 §4).
                    setUsed(
                      replaced === 1
                        ? { TimingBeltReplaced: replaced }
                        : {
                            TimingBeltReplaced: replaced,
                            TimingBeltReplacedAtMileage: null,
                            TimingBeltReplacedAtMileageDate: null,
                          },
                    );
                  }}
                />
              )}
              {number(
                "Tandrem skiftet ved km",
                used.TimingBeltReplacedAtMileage,
                "UsedVehicleInformation.TimingBeltReplacedAtMileage",
                (next) => setUsed({ TimingBeltReplacedAtMileage: next }),
                {
                  // Not clamped: a mileage above the limit is refused with the rule's message, not silently changed.
                  max: TIMING_BELT_MILEAGE_MAX,
                  thousands: true,
                  clamp: false,
                },
              )}
              {date(
                "Tandrem skiftet dato",
                used.TimingBeltReplacedAtMileageDate,
                (next) => setUsed({ TimingBeltReplacedAtMileageDate: next }),
              )}
              {date("Synsdato", used.InspectionDate, (next) =>
                setUsed({ InspectionDate: next }),
              )}
              {readOnly ? (
                <Shown label="Tidligere anvendelse" value={used.FormerUse} />
              ) : (
                <TextInput
                  label="Tidligere anvendelse"
                  value={used.FormerUse ?? ""}
                  maxLength={200}
                  onChange={(event) =>
                    setUsed({
                      FormerUse:
                        event.currentTarget.value === ""
                          ? null
                          : event.currentTarget.value,
                    })
                  }
                />
              )}
              {flag("Km-garanti", used.MileageWarranty, (next) =>
                setUsed({ MileageWarranty: next }),
              )}
              {flag("Servicebog", used.ServiceBook, (next) =>
                setUsed({ ServiceBook: next }),
              )}
              {flag("Totalskadet", used.SeverelyDamaged, (next) =>
                setUsed({ SeverelyDamaged: next }),
              )}
              {flag("Importeret bil", used.IsImportedCar, (next) =>
                setUsed({ IsImportedCar: next }),
              )}
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Card>
  );
}

function Shown({
  label,
  value,
}: {
  label: string;
  value: string | null | undefined;
}) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">
        {value === null || value === undefined || value === "" ? "–" : value}
      </Text>
    </Stack>
  );
}
