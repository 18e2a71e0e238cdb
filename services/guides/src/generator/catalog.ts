import type { GeneratorApplianceCategory, GuideDifficulty } from '@claims/contracts';

/**
 * Repair knowledge the sample-guide generator draws from: brands with model-number patterns,
 * and per appliance the common faults with their tools, parts and procedure.
 * Patterns: `#` is a digit, `@` an upper-case letter, anything else is kept.
 */

export type PartFamily =
  'whirlpool' | 'ge' | 'samsung' | 'lg' | 'frigidaire' | 'bosch' | 'carrier' | 'universal';

export type Brand = { name: string; models: readonly string[]; parts: PartFamily };

export type StepTemplate = {
  title: string;
  description: string;
  /** Always kept; optional steps are sampled to vary guide length. */
  core?: boolean;
};

export type RepairTemplate = {
  /** Short name of the fix, e.g. "Replace the defrost heater". */
  repair: string;
  /** How the owner describes the fault, in lower case, completing "the {noun} is ...". */
  symptoms: readonly string[];
  /** Why it happens, one sentence. */
  cause: string;
  difficulty: GuideDifficulty;
  /** Range of hands-on time in minutes. */
  minutes: readonly [number, number];
  tools: readonly string[];
  /** Parts; those marked `numbered` get a brand-style part number. */
  parts: readonly { name: string; numbered?: boolean }[];
  steps: readonly StepTemplate[];
};

export type ApplianceKind = {
  /** Lower-case noun used in sentences: "dishwasher", "garbage disposal". */
  noun: string;
  brands: readonly Brand[];
  /** First step of every guide for this appliance. */
  safety: StepTemplate;
  /** Last step of every guide for this appliance. */
  finish: StepTemplate;
  repairs: readonly RepairTemplate[];
};

/** Part number patterns by manufacturer family; HVAC and plumbing parts are mostly universal. */
export const partNumberPatterns: Record<PartFamily, readonly string[]> = {
  whirlpool: ['W10######', 'WPW10######', 'W11######'],
  ge: ['WR##X#####', 'WH##X#####', 'WE##X#####', 'WD##X#####', 'WB##K#####'],
  samsung: ['DA##-#####@', 'DC##-#####@', 'DD##-#####@', 'DG##-#####@', 'DE##-#####@'],
  lg: ['ADQ7#######', 'EBR7#######', 'AJU7#######', 'MEE6#######'],
  frigidaire: ['5304######', '3169####', '1382####'],
  bosch: ['00######'],
  carrier: ['P291-####', 'HN67ZA###', 'P281-####'],
  universal: [],
};

const refrigerator: ApplianceKind = {
  noun: 'refrigerator',
  brands: [
    {
      name: 'Whirlpool',
      models: ['WRF5##SWHZ', 'WRS3##SDHZ', 'WRT3##FZDW', 'WRX7##SDHZ'],
      parts: 'whirlpool',
    },
    { name: 'GE', models: ['GSS2#GSHSS', 'GNE2#JYMFS', 'GTS1#GTHWW', 'GFE2#JYKFS'], parts: 'ge' },
    { name: 'Samsung', models: ['RF2#R7##1SR', 'RS2#T5###SR', 'RF2#T55##SG'], parts: 'samsung' },
    { name: 'LG', models: ['LFXS2#9#3S', 'LRMVS30#6S', 'LTCS2#2#0S'], parts: 'lg' },
    { name: 'Frigidaire', models: ['FFSS26##TS', 'FGHB28##TF', 'FFTR18##TW'], parts: 'frigidaire' },
    { name: 'KitchenAid', models: ['KRFF5##HPS', 'KRMF7##ESS'], parts: 'whirlpool' },
    { name: 'Maytag', models: ['MFI25##FEZ', 'MSS25C#MGZ'], parts: 'whirlpool' },
  ],
  safety: {
    title: 'Unplug the refrigerator and move the food',
    description:
      'Pull the {brand} {model} far enough out to reach the cord and unplug it, or switch off its breaker. Move perishables to a cooler with ice; the work below keeps the doors open for a while.',
    core: true,
  },
  finish: {
    title: 'Restore power and check the temperatures',
    description:
      'Plug the refrigerator back in, set the controls to 37 °F and 0 °F and put an appliance thermometer in each section. Give it 24 hours before judging the result; it should hold within 2 degrees of the setting.',
    core: true,
  },
  repairs: [
    {
      repair: 'Clean the condenser coils and test the condenser fan',
      symptoms: [
        'warm in the fresh-food section while the freezer still feels cold',
        'running constantly without getting cold',
        'noticeably warm along the sides and base',
      ],
      cause:
        'Dust-packed condenser coils or a stalled condenser fan stop the system from shedding heat, so the compressor runs and runs without cooling.',
      difficulty: 'Easy',
      minutes: [30, 60],
      tools: [
        'Condenser coil brush',
        'Shop vacuum with crevice tool',
        '1/4-inch nut driver',
        'Flashlight',
        'Multimeter',
      ],
      parts: [{ name: 'Condenser fan motor', numbered: true }],
      steps: [
        {
          title: 'Remove the rear access panel',
          description:
            'On the back of the cabinet, take out the 1/4-inch hex screws holding the lower access panel and set it aside. The compressor, condenser coil and fan sit behind it.',
          core: true,
        },
        {
          title: 'Vacuum and brush the condenser coil',
          description:
            'Work the coil brush between the fins from both sides and vacuum the loosened lint as you go. Pet hair mats tend to collect where the fan pulls air across the coil.',
          core: true,
        },
        {
          title: 'Spin the condenser fan blade by hand',
          description:
            'The blade should turn freely with no grinding. A blade that drags or wobbles points to worn motor bearings.',
        },
        {
          title: 'Test the fan motor',
          description:
            'Disconnect the fan harness and measure resistance across the motor terminals. Most motors on this platform read between 20 and 200 ohms; an open circuit means the motor has failed.',
          core: true,
        },
        {
          title: 'Replace the condenser fan motor if it failed',
          description:
            'Remove the two mounting screws, swap the blade onto the new motor and reconnect the harness. Make sure the blade clears the shroud all the way round.',
        },
        {
          title: 'Check the floor grille and clearances',
          description:
            'Clear the front toe-kick grille and leave at least an inch behind the cabinet so air can move across the coil.',
        },
        {
          title: 'Refit the access panel',
          description:
            'Reinstall the rear panel; it also directs airflow across the coil, so do not leave it off.',
          core: true,
        },
      ],
    },
    {
      repair: 'Replace the defrost heater',
      symptoms: [
        'frosting over on the back wall of the freezer',
        'losing cooling a few days after being defrosted by hand',
        'letting the fresh-food section warm up while frost builds behind the freezer panel',
      ],
      cause:
        'When the defrost heater or defrost thermostat fails, frost is never melted off the evaporator and eventually blocks the airflow.',
      difficulty: 'Moderate',
      minutes: [60, 120],
      tools: ['Multimeter', '1/4-inch nut driver', 'Phillips screwdriver', 'Hair dryer', 'Towels'],
      parts: [
        { name: 'Defrost heater assembly', numbered: true },
        { name: 'Defrost thermostat', numbered: true },
      ],
      steps: [
        {
          title: 'Empty the freezer and remove the shelves',
          description:
            'Take out the baskets, shelves and ice bin so you can reach the rear panel of the freezer compartment.',
          core: true,
        },
        {
          title: 'Remove the evaporator cover',
          description:
            'Unscrew the freezer rear panel and unplug the fan harness behind it. If the panel is frozen in place, warm it with a hair dryer on low rather than prying.',
          core: true,
        },
        {
          title: 'Melt away the remaining ice',
          description:
            'Use the hair dryer to clear ice from the coil and the heater. Keep the dryer moving and away from plastic parts; lay towels to catch the water.',
        },
        {
          title: 'Test the defrost heater',
          description:
            'Disconnect the heater leads and measure resistance. A working heater on a {brand} reads roughly 20 to 50 ohms; an open reading confirms the failure.',
          core: true,
        },
        {
          title: 'Test the defrost thermostat',
          description:
            'The thermostat should show continuity when it is below about 15 °F. Test it while it is still cold from the coil.',
        },
        {
          title: 'Install the new heater',
          description:
            'Unclip the old heater from the evaporator, fit the new one in the same position and reconnect the wire harness using the supplied connectors.',
          core: true,
        },
        {
          title: 'Replace the defrost thermostat',
          description:
            'Clip the new thermostat onto the same evaporator tube and splice it in with the moisture-proof connectors that come with the part.',
        },
        {
          title: 'Refit the evaporator cover and shelves',
          description:
            'Reconnect the fan harness, screw the cover back on and return the shelves and baskets.',
          core: true,
        },
      ],
    },
    {
      repair: 'Replace the ice maker water inlet valve',
      symptoms: [
        'not making ice even though the ice maker arm is down',
        'dispensing only a trickle of water',
        'making small, hollow ice cubes',
      ],
      cause:
        'A clogged or failed water inlet valve starves the ice maker and dispenser; low household water pressure makes it worse.',
      difficulty: 'Moderate',
      minutes: [45, 90],
      tools: ['Multimeter', '1/4-inch nut driver', 'Adjustable wrench', 'Bucket', 'Towels'],
      parts: [
        { name: 'Water inlet valve', numbered: true },
        { name: 'Water filter', numbered: true },
      ],
      steps: [
        {
          title: 'Shut off the water supply',
          description:
            'Close the saddle or quarter-turn valve feeding the refrigerator and place a bucket under the inlet connection.',
          core: true,
        },
        {
          title: 'Replace the water filter first',
          description:
            'A filter older than six months can restrict flow enough to stop the ice maker. Install a fresh filter and see whether flow improves before replacing the valve.',
        },
        {
          title: 'Remove the lower rear panel',
          description:
            'The inlet valve is mounted at the bottom rear corner of the cabinet behind the access panel.',
          core: true,
        },
        {
          title: 'Test the valve solenoids',
          description:
            'Disconnect the wires and check each solenoid coil; they typically read 200 to 500 ohms. An open or shorted coil means the valve must be replaced.',
          core: true,
        },
        {
          title: 'Disconnect the water lines',
          description:
            'Loosen the compression nut on the supply line and push in the collar to release the plastic outlet tubes. Expect some water to drain out.',
        },
        {
          title: 'Install the new inlet valve',
          description:
            'Mount the new valve, push the outlet tubes fully into their fittings and tighten the supply compression nut a quarter turn past snug.',
          core: true,
        },
        {
          title: 'Check for leaks',
          description:
            'Open the water supply slowly and watch every connection for a few minutes before refitting the panel.',
          core: true,
        },
        {
          title: 'Flush the line',
          description:
            'Dispense about three gallons of water to clear air and carbon fines, and discard the first two batches of ice.',
        },
      ],
    },
    {
      repair: 'Clear a frozen defrost drain',
      symptoms: [
        'leaking water under the crisper drawers',
        'forming an ice sheet on the freezer floor',
        'dripping water onto the kitchen floor',
      ],
      cause:
        'Food particles or ice plug the defrost drain, so melt water overflows into the cabinet instead of reaching the drain pan.',
      difficulty: 'Easy',
      minutes: [30, 60],
      tools: ['Turkey baster', 'Flexible drain brush', '1/4-inch nut driver', 'Towels'],
      parts: [{ name: 'Defrost drain strainer', numbered: true }],
      steps: [
        {
          title: 'Locate the drain opening',
          description:
            'On most {brand} models the drain sits at the bottom of the freezer rear panel, below the evaporator. Remove the panel to reach it.',
          core: true,
        },
        {
          title: 'Melt the ice plug',
          description:
            'Flush the drain with hot tap water from a turkey baster until it flows freely into the pan beneath the cabinet.',
          core: true,
        },
        {
          title: 'Brush the drain tube',
          description: 'Push a flexible drain brush down the tube to dislodge any debris left behind.',
        },
        {
          title: 'Fit a drain strainer',
          description:
            'Install a copper drain strainer on the evaporator drain outlet; it stays warm during defrost and keeps the opening from refreezing.',
        },
        {
          title: 'Empty and wipe the drain pan',
          description:
            'Slide out the drain pan under the cabinet, clean it with warm soapy water and return it.',
          core: true,
        },
      ],
    },
    {
      repair: 'Replace the compressor start relay',
      symptoms: [
        'clicking every few minutes but not cooling',
        'humming briefly then going silent',
        'completely warm while the light still works',
      ],
      cause:
        'A failed start relay cannot kick the compressor into motion, so the overload trips and you hear the familiar click.',
      difficulty: 'Moderate',
      minutes: [30, 45],
      tools: ['Needle-nose pliers', 'Flat-head screwdriver', 'Multimeter', '1/4-inch nut driver'],
      parts: [{ name: 'Compressor start relay and overload', numbered: true }],
      steps: [
        {
          title: 'Remove the compressor access panel',
          description:
            'Take off the rear lower panel to expose the compressor and the relay pressed onto its side terminals.',
          core: true,
        },
        {
          title: 'Pull off the start relay',
          description:
            'Pry the retaining clip off and pull the relay straight away from the compressor pins; note which wire goes where.',
          core: true,
        },
        {
          title: 'Shake and test the relay',
          description:
            'A rattle from a PTC relay means it is cracked inside. Check continuity between the start and run terminals; no continuity means it has failed.',
          core: true,
        },
        {
          title: 'Check the compressor windings',
          description:
            'Measure resistance between the three compressor pins. Each pair should read a few ohms; no reading or a short to the housing means the compressor itself is at fault and needs a refrigeration technician.',
        },
        {
          title: 'Install the new relay and overload',
          description:
            'Press the new parts onto the compressor pins, reconnect the wires as noted and refit the retaining clip.',
          core: true,
        },
        {
          title: 'Listen for a clean start',
          description:
            'Plug in briefly and listen: the compressor should start within a few seconds with a steady hum and no repeated clicking.',
        },
      ],
    },
  ],
};

const washer: ApplianceKind = {
  noun: 'washer',
  brands: [
    { name: 'Whirlpool', models: ['WTW5#00DW', 'WFW56#0HW', 'WTW8#27EW'], parts: 'whirlpool' },
    { name: 'Maytag', models: ['MVW62#0HW', 'MHW56#0HW', 'MVW7#32HW'], parts: 'whirlpool' },
    { name: 'GE', models: ['GTW4#5ASNWW', 'GFW5#0SSNWW', 'GTW7#5BSNWS'], parts: 'ge' },
    { name: 'Samsung', models: ['WF45T6#00AW', 'WA50R5#00AV', 'WF45R6#00AW'], parts: 'samsung' },
    { name: 'LG', models: ['WM3#00HWA', 'WT7#00CW', 'WM4#00HBA'], parts: 'lg' },
    { name: 'Speed Queen', models: ['TC500#WN', 'TR700#WN', 'FF700#WN'], parts: 'universal' },
    { name: 'Frigidaire', models: ['FFLE39#0UW', 'FFTW41#0SW'], parts: 'frigidaire' },
  ],
  safety: {
    title: 'Unplug the washer and shut off the water',
    description:
      'Unplug the {brand} {model} and close both hot and cold supply valves. If there is water in the tub, bail or drain it before tipping or opening anything.',
    core: true,
  },
  finish: {
    title: 'Run a test cycle',
    description:
      'Reconnect power and water, then run a rinse and spin cycle with no clothes. Stay nearby and check underneath for leaks and for any error code on the display.',
    core: true,
  },
  repairs: [
    {
      repair: 'Replace the drain pump',
      symptoms: [
        'leaving water in the drum after the cycle',
        'showing a drain error code',
        'humming loudly without draining',
      ],
      cause:
        'Socks, coins and hair pins jam or crack the drain pump impeller, or the pump motor burns out from running against a blockage.',
      difficulty: 'Moderate',
      minutes: [45, 90],
      tools: ['Shallow pan', 'Towels', 'Channel-lock pliers', '5/16-inch nut driver', 'Multimeter'],
      parts: [
        { name: 'Drain pump', numbered: true },
        { name: 'Hose clamp', numbered: false },
      ],
      steps: [
        {
          title: 'Drain the remaining water',
          description:
            'On front-loaders, open the small access door at the bottom front and drain the tub through the emergency hose into a shallow pan; it often takes several pans.',
          core: true,
        },
        {
          title: 'Clean the pump filter',
          description:
            'Unscrew the coin trap filter counter-clockwise and remove anything caught in it. Many drain complaints end here.',
          core: true,
        },
        {
          title: 'Access the pump',
          description:
            'Remove the lower front panel or tip the washer back against a wall to reach the pump from underneath.',
        },
        {
          title: 'Test the pump motor',
          description:
            'Disconnect the harness and measure across the pump terminals; a healthy pump reads roughly 10 to 20 ohms.',
          core: true,
        },
        {
          title: 'Remove the old pump',
          description:
            'Squeeze the hose clamps with pliers, slide the hoses off and remove the mounting screws. Keep a towel under the hoses for trapped water.',
          core: true,
        },
        {
          title: 'Install the new pump',
          description:
            'Mount the new pump, push the hoses fully onto their nipples and reposition the clamps over the raised ridges.',
          core: true,
        },
        {
          title: 'Check the drain hose height',
          description:
            'The standpipe should be 30 to 96 inches high and the hose should not be pushed more than 8 inches into it, or the washer can siphon.',
        },
      ],
    },
    {
      repair: 'Replace the lid lock assembly',
      symptoms: [
        'refusing to spin with the lid closed',
        'flashing the lid light and stopping mid-cycle',
        'stuck with the lid locked after the cycle',
      ],
      cause:
        'The lid lock switch wears out or its actuator breaks, so the control never gets confirmation that the lid is safely locked.',
      difficulty: 'Moderate',
      minutes: [30, 60],
      tools: ['Putty knife', 'T20 Torx driver', 'Flat-head screwdriver', 'Masking tape'],
      parts: [{ name: 'Lid lock assembly', numbered: true }],
      steps: [
        {
          title: 'Release the main top',
          description:
            'Slide a putty knife under the front edge of the top about 3 inches from each corner to release the clips, then tilt the top back.',
          core: true,
        },
        {
          title: 'Remove the control console',
          description:
            'Take out the screws at the back of the console and tilt it forward to free the lid lock harness.',
        },
        {
          title: 'Disconnect the lid lock harness',
          description:
            'Note the routing of the harness through the cabinet clips before unplugging it; tape a label on it if it helps.',
          core: true,
        },
        {
          title: 'Unscrew the lid lock',
          description: 'Remove the two Torx screws from underneath the main top and lift the lock out.',
          core: true,
        },
        {
          title: 'Fit the new lid lock',
          description:
            'Install the new lock, route the harness exactly as before and reconnect it. A pinched harness is the usual cause of a repeat failure.',
          core: true,
        },
        {
          title: 'Close up the top',
          description: 'Lower the main top until the clips snap in and refit the console screws.',
        },
      ],
    },
    {
      repair: 'Replace the suspension rods',
      symptoms: [
        'banging against the cabinet during spin',
        'walking across the floor on an ordinary load',
        'showing an unbalanced-load code with normal laundry',
      ],
      cause:
        'Worn suspension rods or shock absorbers stop damping the tub, so it slams into the cabinet whenever the spin speeds up.',
      difficulty: 'Moderate',
      minutes: [45, 90],
      tools: ['Putty knife', 'Flat-head screwdriver', 'Work gloves', 'Level'],
      parts: [{ name: 'Suspension rod kit (set of 4)', numbered: true }],
      steps: [
        {
          title: 'Open the cabinet top',
          description:
            'Release the top clips with a putty knife and tilt the top back so you can see the rods at each corner of the tub.',
          core: true,
        },
        {
          title: 'Inspect the rods',
          description:
            'Press down on the tub: it should bounce back and settle quickly. A tub that keeps swinging or sags to one side confirms worn rods.',
          core: true,
        },
        {
          title: 'Lift out each rod',
          description:
            'Raise the tub slightly at one corner and lift the top of the rod out of its pivot cup, then unhook the bottom from the tub bracket. Work one corner at a time.',
          core: true,
        },
        {
          title: 'Lubricate the pivot cups',
          description:
            'Put a dab of the grease supplied with the kit in each pivot cup so the new rods move freely.',
        },
        {
          title: 'Install the new rods',
          description:
            'Hook each new rod into the tub bracket, then lift it into its pivot cup. Rods are often colour-coded for corner position; match them to the instructions.',
          core: true,
        },
        {
          title: 'Level the washer',
          description:
            'Adjust the front feet until the washer is level side to side and front to back, then tighten the lock nuts.',
        },
      ],
    },
    {
      repair: 'Clean the inlet screens and replace the water inlet valve',
      symptoms: ['filling very slowly', 'not filling at all', 'filling with only hot or only cold water'],
      cause: 'Sediment clogs the fine screens inside the inlet ports, or one of the valve solenoids fails.',
      difficulty: 'Easy',
      minutes: [30, 60],
      tools: ['Needle-nose pliers', 'Adjustable pliers', 'Small bucket', 'Multimeter', 'Old toothbrush'],
      parts: [
        { name: 'Water inlet valve', numbered: true },
        { name: 'Fill hoses (pair, braided stainless)' },
      ],
      steps: [
        {
          title: 'Disconnect the fill hoses',
          description: 'Unscrew both hoses from the back of the washer into a small bucket.',
          core: true,
        },
        {
          title: 'Clean the inlet screens',
          description:
            'Pull the screens out of the valve ports with needle-nose pliers, rinse them and scrub off mineral grit with an old toothbrush.',
          core: true,
        },
        {
          title: 'Test the valve solenoids',
          description:
            'With the back panel removed, measure each solenoid; a reading outside about 500 to 1,500 ohms means the valve is bad.',
        },
        {
          title: 'Replace the inlet valve',
          description:
            'Unclip the hoses inside the cabinet, remove the mounting screws and fit the new valve with its wires in the same order.',
          core: true,
        },
        {
          title: 'Fit new fill hoses',
          description:
            'Rubber fill hoses older than five years are a flood risk; replace them with braided stainless hoses and new washers.',
        },
      ],
    },
    {
      repair: 'Clean the door boot and remove mildew odour',
      symptoms: [
        'smelling musty even after a wash',
        'leaving grey marks on clean clothes',
        'growing black spots in the door seal',
      ],
      cause:
        'High-efficiency front-loaders keep a little water in the door boot and drain system, where detergent residue feeds mildew.',
      difficulty: 'Easy',
      minutes: [30, 45],
      tools: ['Microfiber cloths', 'Soft nylon brush', 'Spray bottle', 'Rubber gloves'],
      parts: [{ name: 'Washer cleaning tablets' }, { name: 'Door boot seal', numbered: true }],
      steps: [
        {
          title: 'Pull back the door boot folds',
          description:
            'Fold back the seal all the way round; lint, hair and small items collect at the bottom.',
          core: true,
        },
        {
          title: 'Scrub the seal',
          description:
            'Spray a mild bleach solution (one part bleach to ten parts water), let it sit ten minutes and scrub with a soft brush.',
          core: true,
        },
        {
          title: 'Clean the drain pump filter',
          description:
            'Drain and clean the coin trap at the bottom front; a clogged filter holds stale water.',
        },
        {
          title: 'Run a cleaning cycle',
          description: 'Run the tub-clean cycle with a cleaning tablet and no clothes.',
          core: true,
        },
        {
          title: 'Replace a torn boot',
          description:
            'If the seal is torn or the black spots will not come out, remove the outer and inner clamp rings and fit a new boot.',
        },
        {
          title: 'Leave the door open between loads',
          description: 'Prop the door and detergent drawer open after each wash so the inside dries out.',
        },
      ],
    },
  ],
};

const dryer: ApplianceKind = {
  noun: 'dryer',
  brands: [
    { name: 'Whirlpool', models: ['WED5#00DW', 'WGD4#85EW', 'WED8#20HC'], parts: 'whirlpool' },
    { name: 'Maytag', models: ['MED62#0HW', 'MGD72#0HW', 'MEDC4#5HW'], parts: 'whirlpool' },
    { name: 'GE', models: ['GTD42EASJWW', 'GTD6#EBSJWS', 'GTX22EASKWW'], parts: 'ge' },
    { name: 'Samsung', models: ['DVE45T6#00W', 'DVG45R6#00C', 'DVE45R6#00V'], parts: 'samsung' },
    { name: 'LG', models: ['DLE3#00W', 'DLEX3#00W', 'DLG3#01W'], parts: 'lg' },
    { name: 'Speed Queen', models: ['DR300#WE', 'DC500#WE'], parts: 'universal' },
    { name: 'Amana', models: ['NED46#0HW', 'NGD46#5HW'], parts: 'whirlpool' },
  ],
  safety: {
    title: 'Unplug the dryer and pull it out',
    description:
      'Unplug the {brand} {model} (on a gas model, also close the gas shut-off valve) and slide it out far enough to reach the back and sides.',
    core: true,
  },
  finish: {
    title: 'Run a timed dry test',
    description:
      'Reconnect power (and gas), load a few damp towels and run a 20-minute timed dry on high. The drum should turn smoothly and the exhaust at the outside hood should feel warm.',
    core: true,
  },
  repairs: [
    {
      repair: 'Replace the thermal fuse and heating element',
      symptoms: [
        'tumbling but producing no heat',
        'taking three cycles to dry a load of towels',
        'blowing only cold air',
      ],
      cause:
        'A restricted vent makes the dryer overheat; the thermal fuse blows to protect it and often the heating element coil breaks too.',
      difficulty: 'Moderate',
      minutes: [45, 90],
      tools: ['Multimeter', '5/16-inch nut driver', 'Phillips screwdriver', 'Shop vacuum'],
      parts: [
        { name: 'Thermal fuse', numbered: true },
        { name: 'Heating element', numbered: true },
        { name: 'High-limit thermostat', numbered: true },
      ],
      steps: [
        {
          title: 'Remove the rear panel',
          description:
            'Take out the screws around the back panel; the thermal fuse sits on the blower housing and the element in the heater duct.',
          core: true,
        },
        {
          title: 'Test the thermal fuse',
          description:
            'Disconnect one wire and check for continuity. No continuity means the fuse has blown.',
          core: true,
        },
        {
          title: 'Test the heating element',
          description:
            'Measure across the element terminals; a good element reads about 7 to 12 ohms. An open reading means the coil is broken.',
          core: true,
        },
        {
          title: 'Test the high-limit thermostat',
          description:
            'The high-limit should show continuity at room temperature. Replace it along with the fuse if it is open.',
        },
        {
          title: 'Replace the failed parts',
          description:
            'Swap in the new fuse and element, keeping the wire positions the same and making sure no wire touches the heater housing.',
          core: true,
        },
        {
          title: 'Clean the vent before restarting',
          description:
            'A blown fuse is a symptom. Vacuum the lint trap cavity and clean the full vent run, or the new fuse will blow again.',
          core: true,
        },
      ],
    },
    {
      repair: 'Replace the drive belt and idler pulley',
      symptoms: [
        'running but the drum does not turn',
        'making a loud thump then going quiet',
        'letting the drum turn freely by hand',
      ],
      cause: 'The drive belt wears, stretches and eventually snaps; a seized idler pulley speeds this up.',
      difficulty: 'Moderate',
      minutes: [60, 90],
      tools: ['Putty knife', '5/16-inch nut driver', 'Phillips screwdriver', 'Flashlight'],
      parts: [
        { name: 'Drive belt', numbered: true },
        { name: 'Idler pulley', numbered: true },
      ],
      steps: [
        {
          title: 'Release the top panel',
          description:
            'Remove the lint screen screws and pry the top up at the front corners with a putty knife.',
          core: true,
        },
        {
          title: 'Remove the front panel',
          description:
            'Disconnect the door switch wires and remove the screws holding the front panel; support the drum as the panel comes away.',
          core: true,
        },
        {
          title: 'Lift out the drum',
          description: 'Slip off what is left of the old belt and lift the drum out through the front.',
          core: true,
        },
        {
          title: 'Check the idler pulley',
          description:
            'Spin the idler pulley; it should turn smoothly and silently. Replace it if it wobbles or grinds.',
        },
        {
          title: 'Fit the new belt around the drum',
          description:
            'Wrap the belt around the drum with the ribbed side against the drum, matching the wear line left by the old belt.',
          core: true,
        },
        {
          title: 'Route the belt over the idler',
          description:
            'Reach under the drum, push the idler arm back and loop the belt around the motor pulley so it forms a Z shape.',
          core: true,
        },
        {
          title: 'Refit the front and top panels',
          description:
            'Reinstall the front panel, reconnect the door switch and lower the top until it clips in.',
        },
      ],
    },
    {
      repair: 'Replace the drum support rollers',
      symptoms: [
        'squealing or thumping as the drum turns',
        'making a rhythmic rumble',
        'squeaking louder as the load gets heavier',
      ],
      cause:
        'The rear drum support rollers wear flat and their shafts go dry, so the drum rumbles with every rotation.',
      difficulty: 'Moderate',
      minutes: [60, 120],
      tools: ['5/16-inch nut driver', 'Putty knife', 'Retaining-ring pliers', 'Phillips screwdriver'],
      parts: [
        { name: 'Drum support roller kit', numbered: true },
        { name: 'Drum glide kit', numbered: true },
      ],
      steps: [
        {
          title: 'Open the cabinet',
          description:
            'Lift the top and remove the front panel as for a belt change, then take the drum out.',
          core: true,
        },
        {
          title: 'Inspect the rollers',
          description:
            'Spin each roller on the rear bulkhead. Flat spots, wobble or a dry, squealing shaft mean replacement.',
          core: true,
        },
        {
          title: 'Remove the old rollers',
          description:
            'Pop off the retaining rings and slide the rollers off their shafts; replace the shafts too if they are grooved.',
          core: true,
        },
        {
          title: 'Install the new rollers',
          description:
            'Slide on the new rollers with their washers and secure each with a new retaining ring.',
          core: true,
        },
        {
          title: 'Replace the front drum glides',
          description:
            'Worn felt glides on the front bulkhead cause a scraping sound; clip in new ones while the drum is out.',
        },
        {
          title: 'Reinstall the drum and belt',
          description: 'Lift the drum in, route the belt around the idler and close up the cabinet.',
        },
      ],
    },
    {
      repair: 'Clean the dryer vent',
      symptoms: [
        'taking more than one cycle to dry jeans',
        'getting very hot to the touch on the outside',
        'filling the laundry room with humid air',
      ],
      cause:
        'Lint builds up in the vent run over months; airflow drops, drying time doubles and the heater cycles on its limits.',
      difficulty: 'Easy',
      minutes: [30, 60],
      tools: ['Dryer vent brush kit with drill adapter', 'Shop vacuum', 'Screwdriver', 'Foil tape'],
      parts: [{ name: 'Semi-rigid aluminum transition duct (4 in × 8 ft)' }, { name: 'Vent clamp (4 in)' }],
      steps: [
        {
          title: 'Disconnect the transition duct',
          description: 'Loosen the clamp on the back of the dryer and pull the duct off the exhaust outlet.',
          core: true,
        },
        {
          title: 'Vacuum the dryer outlet',
          description:
            'Vacuum inside the exhaust outlet and the lint screen cavity as far as the hose reaches.',
        },
        {
          title: 'Brush the vent run',
          description:
            'Feed the vent brush through the wall duct, rotating it with a drill on low speed, and pull the lint out as you go.',
          core: true,
        },
        {
          title: 'Clear the outside hood',
          description:
            'Go outside, remove lint from the hood flap and make sure it opens freely when the dryer runs.',
          core: true,
        },
        {
          title: 'Replace a crushed transition duct',
          description:
            'Swap vinyl or foil accordion duct for semi-rigid aluminum, keep it short and avoid sharp bends.',
        },
        {
          title: 'Seal the joints',
          description: 'Seal duct joints with foil tape, not screws, which catch lint inside the duct.',
        },
      ],
    },
    {
      repair: 'Replace the gas igniter and valve coils',
      symptoms: [
        'glowing at the igniter but never lighting the burner',
        'heating for a few minutes then going cold',
        'producing no heat on the gas model',
      ],
      cause:
        'On gas dryers a weak igniter or worn gas valve coils open the valve too slowly or not at all, so the burner never lights.',
      difficulty: 'Difficult',
      minutes: [60, 120],
      tools: [
        'Multimeter',
        '1/4-inch nut driver',
        'Phillips screwdriver',
        'Flashlight',
        'Gas leak detector solution',
      ],
      parts: [
        { name: 'Igniter', numbered: true },
        { name: 'Gas valve coil kit', numbered: true },
        { name: 'Flame sensor', numbered: true },
      ],
      steps: [
        {
          title: 'Open the burner access panel',
          description:
            'Remove the small panel at the bottom front of the dryer to expose the burner assembly.',
          core: true,
        },
        {
          title: 'Watch the ignition sequence',
          description:
            'With the panel off and gas on, start a cycle and watch: a glowing igniter that goes out without a flame points to the valve coils.',
        },
        {
          title: 'Test the igniter',
          description:
            'Disconnect the igniter plug and measure it; readings above about 50 to 400 ohms, depending on type, mean it is weak.',
          core: true,
        },
        {
          title: 'Test the flame sensor',
          description: 'The flame sensor should have continuity at room temperature.',
        },
        {
          title: 'Replace the valve coils',
          description:
            'Remove the coil bracket, slide the old coils off the valve and fit the new ones in the same positions. Do not open the gas valve body.',
          core: true,
        },
        {
          title: 'Install the new igniter',
          description:
            'Handle the igniter by its base only; touching the element with bare fingers shortens its life.',
          core: true,
        },
        {
          title: 'Check for gas leaks',
          description:
            'Open the gas valve and brush leak detector solution on the connections. Bubbles mean a leak; shut off the gas and reseat the fitting.',
          core: true,
        },
      ],
    },
  ],
};

const dishwasher: ApplianceKind = {
  noun: 'dishwasher',
  brands: [
    { name: 'Bosch', models: ['SHPM6#Z55N', 'SHE3AR7#UC', 'SHX78CM#5N'], parts: 'bosch' },
    { name: 'KitchenAid', models: ['KDTM3#4DSS', 'KDPM6#4KPS', 'KDFE1#4DSS'], parts: 'whirlpool' },
    { name: 'Whirlpool', models: ['WDT7#0PAHZ', 'WDF5#0SAHS', 'WDTA5#SAHZ'], parts: 'whirlpool' },
    { name: 'GE', models: ['GDT6#5SSNSS', 'GDF5#0PSMSS', 'GDT2#5SSLSS'], parts: 'ge' },
    { name: 'Samsung', models: ['DW80R5#61US', 'DW80R2#31US'], parts: 'samsung' },
    { name: 'LG', models: ['LDFN45#2S', 'LDT55#0ST'], parts: 'lg' },
    { name: 'Frigidaire', models: ['FFID24#6TS', 'FGID24#6TF'], parts: 'frigidaire' },
  ],
  safety: {
    title: 'Switch off power and water',
    description:
      'Turn off the breaker for the {brand} {model} (or unplug it under the sink) and close the hot-water supply valve under the sink.',
    core: true,
  },
  finish: {
    title: 'Run a short cycle and check',
    description:
      'Restore power and water and run a quick wash with the door closed. Check the floor in front of and under the dishwasher with a flashlight at the end of the cycle.',
    core: true,
  },
  repairs: [
    {
      repair: 'Clean the filter and replace the drain pump',
      symptoms: [
        'leaving dirty water in the bottom',
        'showing a drain error and stopping',
        'smelling sour between cycles',
      ],
      cause:
        'Food debris clogs the filter assembly and sump; when a hard object reaches the drain pump it can crack the impeller.',
      difficulty: 'Easy',
      minutes: [30, 60],
      tools: ['Sponge and towels', 'Small cup', 'T15 Torx driver', 'Multimeter', 'Soft brush'],
      parts: [
        { name: 'Drain pump', numbered: true },
        { name: 'Filter assembly', numbered: true },
      ],
      steps: [
        {
          title: 'Remove standing water',
          description: 'Scoop out the water in the tub with a small cup and sponge the rest.',
          core: true,
        },
        {
          title: 'Twist out and clean the filter',
          description:
            'Turn the cylindrical filter a quarter turn counter-clockwise, lift it out with the flat mesh and scrub both under running water.',
          core: true,
        },
        {
          title: 'Check the sump and drain pump cover',
          description:
            'Remove the pump cover in the sump and check the impeller for glass shards or fruit pits.',
        },
        {
          title: 'Inspect the drain hose',
          description:
            'Check the drain hose under the sink for kinks and make sure the garbage disposal knockout plug was removed if the disposer is new.',
        },
        {
          title: 'Test the drain pump',
          description:
            'From the front kick plate, disconnect the pump and measure it; about 10 to 40 ohms is normal.',
          core: true,
        },
        {
          title: 'Replace the drain pump',
          description:
            'Twist the pump out of the sump, transfer the seal and click the new pump in, then reconnect the harness.',
        },
        {
          title: 'Refit the filter',
          description: 'Lock the filter back in place; running without it sends debris to the pump.',
          core: true,
        },
      ],
    },
    {
      repair: 'Clear the spray arms',
      symptoms: [
        'leaving food on the top rack',
        'leaving gritty film on glasses',
        'washing only the bottom rack properly',
      ],
      cause:
        'Seeds, labels and hard-water scale block the small nozzles in the spray arms, so water never reaches part of the load.',
      difficulty: 'Easy',
      minutes: [20, 45],
      tools: ['Toothpick', 'Soft brush', 'White vinegar', 'Phillips screwdriver'],
      parts: [
        { name: 'Lower spray arm', numbered: true },
        { name: 'Upper spray arm', numbered: true },
      ],
      steps: [
        {
          title: 'Remove the lower rack',
          description: 'Slide the lower rack out completely to reach the lower spray arm.',
          core: true,
        },
        {
          title: 'Remove the spray arms',
          description:
            'Unscrew or unclip the lower and middle spray arms; some models have a single hub nut.',
          core: true,
        },
        {
          title: 'Clear the nozzles',
          description:
            'Push a toothpick through each nozzle and rinse the arm under the tap, shaking out the debris.',
          core: true,
        },
        {
          title: 'Descale the arms',
          description: 'Soak scaled arms in white vinegar for 30 minutes, then brush them clean.',
        },
        {
          title: 'Check arm rotation',
          description: 'Reinstall and spin each arm by hand; it must clear the racks and turn freely.',
        },
      ],
    },
    {
      repair: 'Replace the door latch',
      symptoms: [
        'not starting with the door closed',
        'showing no lights when the door is shut',
        'popping the door open during the wash',
      ],
      cause:
        'The door latch switch tells the control the door is closed; a worn latch or a failed micro-switch stops every cycle before it starts.',
      difficulty: 'Moderate',
      minutes: [30, 60],
      tools: ['T15 Torx driver', 'T20 Torx driver', 'Multimeter', 'Phillips screwdriver'],
      parts: [{ name: 'Door latch assembly', numbered: true }],
      steps: [
        {
          title: 'Remove the inner door screws',
          description: 'Open the door and remove the Torx screws around the edge of the inner door panel.',
          core: true,
        },
        {
          title: 'Separate the door panels',
          description:
            'Close the door partly and pull the outer panel away; it carries the control panel and the latch.',
          core: true,
        },
        {
          title: 'Test the latch switch',
          description:
            'Disconnect the latch harness and check continuity with the latch closed; no continuity means the switch has failed.',
          core: true,
        },
        {
          title: 'Install the new latch',
          description: 'Remove the two latch screws, fit the new latch and reconnect the harness.',
          core: true,
        },
        {
          title: 'Adjust the strike',
          description:
            'Close the door slowly to confirm the latch catches the strike in the tub opening; adjust the strike if the door needs to be slammed.',
        },
      ],
    },
    {
      repair: 'Fix a leak at the door',
      symptoms: [
        'dripping from the bottom of the door',
        'leaving a puddle in front of the cabinet',
        'leaking only during the wash cycle',
      ],
      cause:
        'A torn door gasket, an unlevel tub or the wrong detergent lets water past the door during the wash.',
      difficulty: 'Moderate',
      minutes: [30, 60],
      tools: ['Level', 'Adjustable wrench', 'Flashlight', 'Towels'],
      parts: [
        { name: 'Door gasket', numbered: true },
        { name: 'Lower door seal', numbered: true },
      ],
      steps: [
        {
          title: 'Inspect the door gasket',
          description:
            'Run your fingers along the tub gasket looking for tears, flattening or food stuck under it.',
          core: true,
        },
        {
          title: 'Replace the gasket',
          description:
            'Pull the old gasket out of its channel and press the new one in, starting at the top centre and working down both sides without stretching it.',
          core: true,
        },
        {
          title: 'Replace the lower door seal',
          description:
            'The rubber strip along the bottom of the inner door cracks with age; slide off the old one and clip in the new one.',
        },
        {
          title: 'Level the dishwasher',
          description:
            'Remove the kick plate and adjust the feet so the tub is level front to back and side to side; a tilted tub pools water at the door.',
          core: true,
        },
        {
          title: 'Use the right detergent',
          description:
            'Ordinary dish soap causes suds that push water out of the door; use only dishwasher detergent.',
        },
      ],
    },
    {
      repair: 'Restore drying performance',
      symptoms: [
        'leaving dishes wet at the end of the cycle',
        'leaving plastic containers soaked',
        'finishing cycles without any heat',
      ],
      cause:
        'An empty rinse aid dispenser is the usual cause; on models with an exposed element a burned-out heating element stops the heated dry.',
      difficulty: 'Moderate',
      minutes: [30, 75],
      tools: ['Multimeter', '1/2-inch socket wrench', 'Phillips screwdriver', 'Towels'],
      parts: [
        { name: 'Rinse aid' },
        { name: 'Heating element', numbered: true },
        { name: 'High-limit thermostat', numbered: true },
      ],
      steps: [
        {
          title: 'Fill the rinse aid dispenser',
          description:
            'Open the rinse aid cap on the inner door and fill it to the line; set the dispenser to a higher dose if dishes stay wet.',
          core: true,
        },
        {
          title: 'Select heated dry',
          description:
            'Check that heated dry or extra dry is enabled; some {brand} models default to air dry.',
        },
        {
          title: 'Test the heating element',
          description:
            'From the kick plate, disconnect the element terminals and measure; 15 to 60 ohms is normal.',
          core: true,
        },
        {
          title: 'Replace the element',
          description:
            'Remove the terminal nuts under the tub, pull the old element up into the tub and fit the new one with its seals.',
          core: true,
        },
        {
          title: 'Test the high-limit thermostat',
          description:
            'Check the thermostat on the underside of the tub for continuity; replace it if it is open.',
        },
      ],
    },
  ],
};

const oven: ApplianceKind = {
  noun: 'oven',
  brands: [
    { name: 'GE', models: ['JB6#5RKSS', 'JGB6#5SEKSS', 'JB7#5STSS'], parts: 'ge' },
    { name: 'Whirlpool', models: ['WFE5#5W0HS', 'WFG5#5S0JS', 'WFE7#5H0HS'], parts: 'whirlpool' },
    { name: 'Frigidaire', models: ['FFEF30#4TS', 'FGGF30#5PF', 'FCRE30#5AS'], parts: 'frigidaire' },
    { name: 'Samsung', models: ['NE63T85#1SS', 'NX60T8#11SS', 'NE59J7#30SS'], parts: 'samsung' },
    { name: 'LG', models: ['LRE31#4ST', 'LRG41#5ST', 'LSE48#1ST'], parts: 'lg' },
    { name: 'KitchenAid', models: ['KSEG7#0ESS', 'KFEG5#0ESS'], parts: 'whirlpool' },
    { name: 'Maytag', models: ['MER66#0FZ', 'MGR85#0FZ'], parts: 'whirlpool' },
  ],
  safety: {
    title: 'Cut the power and let the oven cool',
    description:
      'Switch off the breaker for the {brand} {model}; ranges are on a 240 V circuit, so do not rely on the control panel. On a gas range also close the gas valve behind the unit. Wait until the oven is cool.',
    core: true,
  },
  finish: {
    title: 'Verify the temperature',
    description:
      'Restore power, set the oven to 350 °F and place an oven thermometer in the centre of the middle rack. After 20 minutes of preheat it should read within 15 degrees of the setting.',
    core: true,
  },
  repairs: [
    {
      repair: 'Replace the bake element',
      symptoms: [
        'heating only from the top',
        'taking forever to preheat',
        'showing a blistered or broken element on the oven floor',
      ],
      cause:
        'Bake elements burn through with age; you often see a bright spark, a blister or a break in the coil.',
      difficulty: 'Easy',
      minutes: [20, 45],
      tools: ['Phillips screwdriver', '1/4-inch nut driver', 'Multimeter', 'Needle-nose pliers'],
      parts: [{ name: 'Bake element', numbered: true }],
      steps: [
        {
          title: 'Remove the racks',
          description: 'Take out the racks so you can reach the element mounting plate at the back wall.',
          core: true,
        },
        {
          title: 'Unscrew the element',
          description:
            'Remove the two screws holding the element plate to the rear wall and pull the element forward a few inches.',
          core: true,
        },
        {
          title: 'Test the element',
          description:
            'Pull the wires off the terminals with needle-nose pliers and measure across them; about 20 to 40 ohms is normal, an open reading means it is dead.',
          core: true,
        },
        {
          title: 'Connect the new element',
          description:
            'Push the wires onto the new element terminals. Do not let the wires fall back through the hole in the rear wall.',
          core: true,
        },
        {
          title: 'Mount the element',
          description: 'Push the element into place and secure the plate with its screws.',
        },
      ],
    },
    {
      repair: 'Replace the oven igniter',
      symptoms: [
        'clicking or glowing but never lighting on the gas model',
        'taking more than two minutes to light the bake burner',
        'smelling faintly of gas before the oven lights',
      ],
      cause:
        'Hot-surface igniters weaken over time; when one no longer draws enough current, the gas valve never opens.',
      difficulty: 'Moderate',
      minutes: [45, 75],
      tools: ['1/4-inch nut driver', 'Phillips screwdriver', 'Multimeter with amp clamp', 'Flashlight'],
      parts: [{ name: 'Oven igniter', numbered: true }, { name: 'Ceramic wire nuts' }],
      steps: [
        {
          title: 'Remove the oven floor',
          description:
            'Take out the racks and the oven bottom panel to reach the bake burner and the igniter next to it.',
          core: true,
        },
        {
          title: 'Watch the igniter glow',
          description:
            'Briefly restore power and gas and start a bake: an igniter that glows orange for more than 90 seconds without lighting the burner is too weak.',
        },
        {
          title: 'Unmount the igniter',
          description:
            'Turn everything off again, then remove the two screws holding the igniter to the burner bracket.',
          core: true,
        },
        {
          title: 'Disconnect the wiring',
          description:
            'Follow the igniter wires to the plug or ceramic wire nuts at the back of the oven cavity and disconnect them.',
          core: true,
        },
        {
          title: 'Install the new igniter',
          description:
            'Mount the new igniter without touching its element, and connect it with the supplied ceramic wire nuts.',
          core: true,
        },
        {
          title: 'Check the gas connections',
          description: 'Brush leak detector solution on any fitting you disturbed and watch for bubbles.',
        },
      ],
    },
    {
      repair: 'Replace the oven temperature sensor',
      symptoms: [
        'burning cookies at the set temperature',
        'running 50 degrees cold',
        'showing an F3 or F4 sensor code',
      ],
      cause:
        'The temperature sensor drifts or its wiring chafes, so the control misreads the cavity temperature.',
      difficulty: 'Easy',
      minutes: [20, 40],
      tools: ['1/4-inch nut driver', 'Multimeter', 'Oven thermometer'],
      parts: [{ name: 'Oven temperature sensor', numbered: true }],
      steps: [
        {
          title: 'Find the sensor',
          description:
            'The sensor is a thin probe near the top rear corner of the oven cavity, held by two screws.',
          core: true,
        },
        {
          title: 'Pull the sensor forward',
          description: 'Remove the screws and gently pull the probe forward to reach its connector.',
          core: true,
        },
        {
          title: 'Test the sensor',
          description:
            'At room temperature the sensor should read about 1,080 to 1,100 ohms; readings far from that mean it is faulty.',
          core: true,
        },
        {
          title: 'Install the new sensor',
          description:
            'Connect the new sensor, push the connector back through the wall and secure the probe.',
          core: true,
        },
        {
          title: 'Calibrate the offset',
          description:
            "If it still runs slightly hot or cold, use the control's temperature offset setting described in the {brand} owner manual.",
        },
      ],
    },
    {
      repair: 'Fix a surface element that will not heat',
      symptoms: [
        'heating on every burner except one',
        'stuck on high on one coil burner',
        'sparking at the burner receptacle',
      ],
      cause:
        'Coil elements burn out, their receptacles burn at the terminals, or the infinite switch behind the knob fails.',
      difficulty: 'Moderate',
      minutes: [30, 60],
      tools: ['Multimeter', 'Phillips screwdriver', 'Wire brush', 'Needle-nose pliers'],
      parts: [
        { name: 'Surface element (8 in)', numbered: true },
        { name: 'Burner receptacle', numbered: true },
        { name: 'Infinite switch', numbered: true },
      ],
      steps: [
        {
          title: 'Swap elements to isolate the fault',
          description:
            'Plug the suspect coil into a working position of the same size. If it heats there, the element is fine and the receptacle or switch is at fault.',
          core: true,
        },
        {
          title: 'Test the element',
          description: 'Measure across the coil terminals; 20 to 50 ohms is normal.',
        },
        {
          title: 'Replace a burned receptacle',
          description:
            'Lift the cooktop, unscrew the receptacle and transfer the wires one at a time to the new one.',
          core: true,
        },
        {
          title: 'Test the infinite switch',
          description:
            'Remove the knob and the back panel and check the switch for continuity through its range; replace it if it never opens or never closes.',
        },
        {
          title: 'Clean the terminals',
          description:
            'Brush corrosion off the element terminals so they make solid contact in the receptacle.',
        },
      ],
    },
  ],
};

const microwave: ApplianceKind = {
  noun: 'microwave',
  brands: [
    { name: 'GE', models: ['JVM3160RF#SS', 'JVM7195SK#SS', 'JES1#57SMSS'], parts: 'ge' },
    { name: 'Whirlpool', models: ['WMH310#7HS', 'WMH530#9HZ'], parts: 'whirlpool' },
    { name: 'Samsung', models: ['ME1#R70#1FS', 'MG1#T5018CC'], parts: 'samsung' },
    { name: 'Panasonic', models: ['NN-SN9#6S', 'NN-SD9#5S'], parts: 'universal' },
    { name: 'LG', models: ['LMV20#1ST', 'LMC1#75ST'], parts: 'lg' },
    { name: 'Frigidaire', models: ['FMOS18#6BS', 'FGMV17#7TF'], parts: 'frigidaire' },
  ],
  safety: {
    title: 'Unplug the microwave and wait',
    description:
      'Unplug the {brand} {model} (over-the-range models plug in inside the cabinet above). The high-voltage capacitor can hold a dangerous charge after unplugging: never touch anything inside the cabinet until it has been discharged.',
    core: true,
  },
  finish: {
    title: 'Test with a cup of water',
    description:
      'Plug in, heat one cup of water on high for one minute and check that it is clearly hot, the turntable turns and the light works.',
    core: true,
  },
  repairs: [
    {
      repair: 'Replace the door switches',
      symptoms: [
        'running with the light and turntable on but not heating',
        'blowing the line fuse whenever the door is closed',
        'not starting unless the door is pushed hard',
      ],
      cause:
        'The interlock door switches wear from every open and close; a failed monitor switch blows the line fuse deliberately.',
      difficulty: 'Difficult',
      minutes: [45, 90],
      tools: [
        'Insulated screwdriver',
        '20 kΩ 10 W resistor with insulated leads',
        'Multimeter',
        'Phillips screwdriver',
        'Needle-nose pliers',
      ],
      parts: [{ name: 'Door interlock switch set', numbered: true }, { name: 'Line fuse (20 A ceramic)' }],
      steps: [
        {
          title: 'Remove the outer cabinet or grille',
          description:
            'Remove the screws holding the cabinet (or, on over-the-range models, the top grille and control panel) to expose the switch assembly.',
          core: true,
        },
        {
          title: 'Discharge the capacitor',
          description:
            'Bridge the capacitor terminals with the resistor on insulated leads for several seconds, then check with the meter that no voltage remains.',
          core: true,
        },
        {
          title: 'Check the line fuse',
          description:
            'Test the ceramic fuse for continuity. A blown fuse together with a failed switch is a common combination.',
        },
        {
          title: 'Test each door switch',
          description:
            'Label and disconnect each switch, then check that it opens and closes as the door is operated.',
          core: true,
        },
        {
          title: 'Replace the failed switches',
          description: 'Replace the switches as a set, connecting each wire exactly as labelled.',
          core: true,
        },
        {
          title: 'Check the door alignment',
          description:
            'Make sure the door latch hooks hit the switches squarely; a sagging door wears them out quickly.',
        },
      ],
    },
    {
      repair: 'Replace the turntable motor',
      symptoms: [
        'heating but the turntable does not turn',
        'turning the turntable in jerks',
        'grinding under the glass tray',
      ],
      cause: 'The small synchronous turntable motor fails or its drive coupler cracks.',
      difficulty: 'Moderate',
      minutes: [30, 60],
      tools: ['Phillips screwdriver', 'Multimeter', 'Needle-nose pliers'],
      parts: [
        { name: 'Turntable motor', numbered: true },
        { name: 'Turntable coupler', numbered: true },
      ],
      steps: [
        {
          title: 'Check the tray and coupler',
          description:
            'Remove the glass tray and roller ring and check the plastic coupler in the centre for cracks.',
          core: true,
        },
        {
          title: 'Reach the motor',
          description:
            'The motor sits under the cavity floor behind a small cover on the bottom of the unit.',
          core: true,
        },
        {
          title: 'Test the motor',
          description:
            'Disconnect the motor and measure across its terminals; a reading of a few kilohms is normal, an open circuit means it has failed.',
          core: true,
        },
        {
          title: 'Install the new motor',
          description: 'Fit the new motor, reconnect the two wires and replace the cover.',
          core: true,
        },
      ],
    },
    {
      repair: 'Replace the grease and charcoal filters',
      symptoms: [
        'letting cooking smoke into the kitchen',
        'leaving a grease film on the cabinets',
        'running the vent fan loudly with little suction',
      ],
      cause:
        'Over-the-range models filter the cooktop exhaust; clogged grease filters and spent charcoal filters stop it working.',
      difficulty: 'Easy',
      minutes: [15, 30],
      tools: ['Degreasing dish soap', 'Soft brush', 'Phillips screwdriver'],
      parts: [
        { name: 'Grease filter (pair)', numbered: true },
        { name: 'Charcoal filter', numbered: true },
      ],
      steps: [
        {
          title: 'Slide out the grease filters',
          description: 'Pull the tabs on the underside of the microwave and slide the mesh filters out.',
          core: true,
        },
        {
          title: 'Degrease the filters',
          description:
            'Soak them in hot water with degreasing dish soap for 15 minutes and brush them clean.',
          core: true,
        },
        {
          title: 'Replace the charcoal filter',
          description:
            'Remove the top vent grille screws, lift out the old charcoal filter and slide in a new one; charcoal cannot be washed.',
          core: true,
        },
        {
          title: 'Set a reminder',
          description:
            'Clean grease filters monthly and replace the charcoal filter every six months with regular cooking.',
        },
      ],
    },
    {
      repair: 'Replace the cooktop light bulb',
      symptoms: [
        'showing no light under the microwave',
        'leaving the interior dark during cooking',
        'flickering the light over the cooktop',
      ],
      cause: 'Cooktop and cavity bulbs burn out; a bulb of the wrong wattage overheats the socket.',
      difficulty: 'Easy',
      minutes: [10, 20],
      tools: ['Phillips screwdriver', 'Rubber gloves'],
      parts: [{ name: 'Appliance bulb (40 W, E17)' }],
      steps: [
        {
          title: 'Remove the light cover',
          description: 'Take out the screw on the light cover under the microwave and let it swing down.',
          core: true,
        },
        {
          title: 'Swap the bulb',
          description:
            'Unscrew the old bulb and fit one of the same type and wattage listed in the {brand} manual.',
          core: true,
        },
        {
          title: 'Check the socket',
          description: 'If the new bulb does not light, look for a browned socket or a loose connector.',
        },
      ],
    },
  ],
};

const airConditioner: ApplianceKind = {
  noun: 'air conditioner',
  brands: [
    { name: 'Carrier', models: ['24ACC6#6A003', '24ABC6#6A003', '25HCE4#6A003'], parts: 'carrier' },
    { name: 'Trane', models: ['4TTR40#6L1000A', '4TTR60#6H1000A', 'XR14-0#6'], parts: 'universal' },
    { name: 'Goodman', models: ['GSX1403#1', 'GSX1604#1', 'GSXC1804#1'], parts: 'universal' },
    { name: 'Rheem', models: ['RA14#6AJ1NA', 'RA16#6AJ1NA'], parts: 'universal' },
    { name: 'Lennox', models: ['ML14XC1-0#6', 'EL16XC1-0#6'], parts: 'universal' },
    { name: 'Frigidaire', models: ['FFRE08#3U1', 'FHWC12#TE1'], parts: 'frigidaire' },
    { name: 'LG', models: ['LW80#2ER', 'LW12#0ER'], parts: 'lg' },
  ],
  safety: {
    title: 'Turn off the thermostat and the disconnect',
    description:
      'Set the thermostat to off, then pull the outdoor disconnect block or switch off the breaker for the {brand} {model}. Capacitors can hold a charge even with power off.',
    core: true,
  },
  finish: {
    title: 'Restart and check the supply air',
    description:
      'Restore power, set the thermostat a few degrees below room temperature and wait 15 minutes. Air at the supply register should be 15 to 20 °F cooler than the return air.',
    core: true,
  },
  repairs: [
    {
      repair: 'Replace the run capacitor',
      symptoms: [
        'humming outside while the fan does not spin',
        'blowing warm air indoors',
        'starting only after the fan blade is nudged with a stick',
      ],
      cause:
        'Texas heat ages run capacitors quickly; a weak capacitor can no longer start the compressor and fan motor.',
      difficulty: 'Moderate',
      minutes: [30, 60],
      tools: [
        'Insulated screwdriver',
        'Multimeter with capacitance setting',
        'Nut driver set',
        'Needle-nose pliers',
        'Phone camera',
      ],
      parts: [{ name: 'Dual run capacitor (45/5 µF, 440 V)', numbered: true }],
      steps: [
        {
          title: 'Remove the service panel',
          description:
            'Unscrew the electrical service panel on the outdoor unit, usually beside the refrigerant lines.',
          core: true,
        },
        {
          title: 'Photograph the wiring',
          description:
            'Take a clear photo of the capacitor terminals (HERM, FAN and C) before touching anything.',
          core: true,
        },
        {
          title: 'Discharge the capacitor',
          description:
            'Bridge HERM to C and FAN to C with an insulated screwdriver to bleed any stored charge.',
          core: true,
        },
        {
          title: 'Measure the capacitance',
          description:
            'Measure both sections. Readings more than 6 percent below the rating printed on the can mean it is weak.',
          core: true,
        },
        {
          title: 'Look for a bulging top',
          description: 'A domed or leaking capacitor top confirms failure even before measuring.',
        },
        {
          title: 'Install the new capacitor',
          description:
            'Move the wires one at a time to the same terminals on the new capacitor and strap it in the bracket.',
          core: true,
        },
        {
          title: 'Check the contactor while you are there',
          description:
            'Pitted or burned contactor points cause the same symptoms and are worth replacing at the same time.',
        },
      ],
    },
    {
      repair: 'Thaw a frozen evaporator coil',
      symptoms: [
        'icing up on the copper line outside',
        'blowing weak air that barely moves',
        'dripping water around the indoor unit',
      ],
      cause:
        'A dirty filter or blocked returns starve the evaporator of airflow; the coil drops below freezing and ices over.',
      difficulty: 'Easy',
      minutes: [30, 60],
      tools: ['Flashlight', 'Shop vacuum', 'Towels', 'Fin comb'],
      parts: [{ name: 'Pleated air filter (MERV 8)' }],
      steps: [
        {
          title: 'Run the fan only',
          description:
            'Set the thermostat to fan on, cooling off, and let the coil thaw for two to four hours.',
          core: true,
        },
        {
          title: 'Replace the air filter',
          description:
            'Slide out the old filter and fit a new one of the same size with the airflow arrow pointing toward the furnace.',
          core: true,
        },
        {
          title: 'Open every register',
          description: 'Make sure supply registers are open and return grilles are not blocked by furniture.',
        },
        {
          title: 'Check the condensate pan',
          description:
            'As the ice melts, make sure the pan drains; vacuum the drain line if water stands in it.',
        },
        {
          title: 'Call a technician if it refreezes',
          description:
            'Ice returning with a clean filter usually means a low refrigerant charge, which requires a licensed technician.',
          core: true,
        },
      ],
    },
    {
      repair: 'Clear the condensate drain line',
      symptoms: [
        'tripping its float switch and shutting off',
        'leaving water in the overflow pan',
        'causing a water stain on the ceiling below the attic unit',
      ],
      cause:
        'Algae and sludge grow in the condensate line and block it; a float switch then shuts the system off to prevent a flood.',
      difficulty: 'Easy',
      minutes: [20, 45],
      tools: ['Wet/dry shop vacuum', 'Funnel', 'Distilled white vinegar', 'Towels'],
      parts: [{ name: 'Condensate line cleaning tablets' }, { name: 'PVC cleanout cap (3/4 in)' }],
      steps: [
        {
          title: 'Find the drain line outlet',
          description:
            'Follow the 3/4-inch PVC line from the indoor unit to where it ends outside or at a drain.',
          core: true,
        },
        {
          title: 'Vacuum the clog out',
          description:
            'Seal the shop vacuum hose over the outlet with a rag and run it for a minute to pull out the sludge.',
          core: true,
        },
        {
          title: 'Flush with vinegar',
          description:
            'Pour a cup of white vinegar into the cleanout near the indoor unit and let it sit for 30 minutes, then flush with water.',
          core: true,
        },
        {
          title: 'Empty the overflow pan',
          description: 'Empty and dry the secondary pan so the float switch resets.',
        },
        {
          title: 'Treat the line monthly',
          description:
            'Drop a cleaning tablet in the pan or pour vinegar in the cleanout monthly through the cooling season.',
        },
      ],
    },
    {
      repair: 'Deep-clean a window unit',
      symptoms: [
        'cooling the room only a little',
        'smelling musty when it starts',
        'spitting water droplets from the front',
      ],
      cause:
        'Window units pull in dust and pollen that mat on the filter and coils, and standing water in the base pan grows mildew.',
      difficulty: 'Easy',
      minutes: [45, 90],
      tools: [
        'Phillips screwdriver',
        'Foaming coil cleaner',
        'Garden sprayer',
        'Fin comb',
        'Plastic sheeting',
      ],
      parts: [{ name: 'Replacement filter', numbered: true }],
      steps: [
        {
          title: 'Remove the unit from the window',
          description: 'With help, lift the unit out and set it on plastic sheeting outdoors.',
          core: true,
        },
        {
          title: 'Wash the filter',
          description: 'Slide out the front filter, rinse it with warm water and let it dry.',
          core: true,
        },
        {
          title: 'Remove the cabinet',
          description: 'Unscrew the outer case and slide the chassis out to expose both coils.',
        },
        {
          title: 'Clean the coils',
          description:
            'Spray foaming coil cleaner on both coils, wait ten minutes and rinse gently with a garden sprayer.',
          core: true,
        },
        { title: 'Straighten the fins', description: 'Comb bent fins straight so air passes evenly.' },
        {
          title: 'Clean the base pan',
          description: 'Scrub slime out of the base pan and clear its drain channels.',
        },
      ],
    },
  ],
};

const waterHeater: ApplianceKind = {
  noun: 'water heater',
  brands: [
    { name: 'A.O. Smith', models: ['GCR-#0', 'ENS-#0', 'GPVL-#0'], parts: 'universal' },
    { name: 'Rheem', models: ['XG#0T06EC36U1', 'XE#0M06ST45U1'], parts: 'universal' },
    { name: 'Bradford White', models: ['RE2#0S6-1NCWW', 'RG2#0T6N'], parts: 'universal' },
    { name: 'State Select', models: ['GS6#0YBRT', 'ES6#0DORS'], parts: 'universal' },
    { name: 'Whirlpool', models: ['E1F#0US045V', 'G1F#0T4FT'], parts: 'universal' },
  ],
  safety: {
    title: 'Shut off power or gas and the cold supply',
    description:
      'For an electric {brand} {model}, switch off its breaker; for gas, turn the control knob to off and close the gas valve. Close the cold-water inlet valve on top of the tank.',
    core: true,
  },
  finish: {
    title: 'Refill before restoring heat',
    description:
      'Open a hot faucet, open the cold inlet and let the tank fill until water runs from the faucet without sputtering. Only then restore power or relight the pilot; firing an empty tank destroys elements.',
    core: true,
  },
  repairs: [
    {
      repair: 'Replace an electric heating element',
      symptoms: [
        'running out of hot water after a few minutes',
        'producing only lukewarm water',
        'tripping its breaker',
      ],
      cause:
        'Electric water heaters have an upper and lower element; sediment and hard water make them burn out.',
      difficulty: 'Moderate',
      minutes: [60, 120],
      tools: [
        '1-1/2-inch element socket wrench',
        'Multimeter',
        'Non-contact voltage tester',
        'Garden hose',
        'Flat-head screwdriver',
      ],
      parts: [{ name: 'Water heater element (4,500 W, 240 V, screw-in)' }, { name: 'Element gasket' }],
      steps: [
        {
          title: 'Confirm the power is off',
          description:
            'Remove the element access cover and insulation and check the terminals with a non-contact tester.',
          core: true,
        },
        {
          title: 'Test each element',
          description:
            'Disconnect one lead from each element and measure across the terminals; a 4,500 W element reads about 11 to 13 ohms.',
          core: true,
        },
        {
          title: 'Drain below the element',
          description:
            'Connect a garden hose to the drain valve and drain the tank below the level of the failed element.',
          core: true,
        },
        {
          title: 'Unscrew the old element',
          description: 'Use the element socket to break it loose; expect some sediment to come out with it.',
          core: true,
        },
        {
          title: 'Install the new element',
          description:
            'Thread in the new element with a new gasket and tighten it firmly; reconnect both wires.',
          core: true,
        },
        {
          title: 'Reset the high-limit',
          description: 'Press the red reset button on the upper thermostat before closing up.',
        },
      ],
    },
    {
      repair: 'Flush sediment from the tank',
      symptoms: [
        'rumbling and popping while heating',
        'taking longer to recover hot water',
        'leaving grit in faucet aerators',
      ],
      cause:
        'Minerals in hard water settle to the bottom of the tank, insulating the water from the burner and making it pop and rumble.',
      difficulty: 'Easy',
      minutes: [45, 90],
      tools: ['Garden hose', 'Bucket', 'Flat-head screwdriver', 'Work gloves'],
      parts: [{ name: 'Brass drain valve (3/4 in)' }],
      steps: [
        {
          title: 'Connect a drain hose',
          description:
            'Attach a garden hose to the drain valve at the bottom of the tank and run it outdoors or to a floor drain.',
          core: true,
        },
        {
          title: 'Drain the tank',
          description:
            'Open a hot faucet upstairs to let air in, then open the drain valve. The water is hot; keep clear of the outlet.',
          core: true,
        },
        {
          title: 'Stir up the sediment',
          description:
            'With the drain open, briefly open the cold inlet in short bursts to flush the settled sediment out.',
          core: true,
        },
        {
          title: 'Replace a plastic drain valve',
          description:
            'If the plastic drain valve clogs or drips, replace it with a full-port brass valve while the tank is empty.',
        },
        {
          title: 'Close the drain valve',
          description: 'When the water runs clear, close the drain valve and remove the hose.',
          core: true,
        },
      ],
    },
    {
      repair: 'Replace the anode rod',
      symptoms: [
        'producing rotten-egg smelling hot water',
        'showing rusty hot water',
        'leaving white flakes in the aerators',
      ],
      cause:
        'The sacrificial anode rod is eaten away over the years; once it is gone the tank itself begins to corrode.',
      difficulty: 'Moderate',
      minutes: [45, 90],
      tools: [
        '1-1/16-inch socket with breaker bar',
        'Teflon tape',
        'Garden hose',
        'Impact driver (optional)',
      ],
      parts: [{ name: 'Aluminum-zinc anode rod (flexible, 44 in)' }],
      steps: [
        {
          title: 'Drain a few gallons',
          description:
            'Drain about five gallons through the drain valve so water does not spill when the rod comes out.',
          core: true,
        },
        {
          title: 'Break the anode nut loose',
          description:
            'The hex head is on top of the tank, sometimes under a plastic cap. Use the breaker bar while someone steadies the tank.',
          core: true,
        },
        {
          title: 'Inspect the old rod',
          description: 'If more than six inches of core wire is exposed, the rod is spent.',
        },
        {
          title: 'Install the new rod',
          description:
            'Wrap the threads with Teflon tape, bend the flexible rod to fit under low ceilings and tighten it securely.',
          core: true,
        },
        {
          title: 'Use an aluminum-zinc rod for odour',
          description:
            'A zinc alloy anode helps stop the sulphur smell caused by bacteria reacting with magnesium anodes.',
        },
      ],
    },
    {
      repair: 'Replace the thermocouple',
      symptoms: [
        'losing its pilot light after a few seconds',
        'lighting the pilot only while the button is held',
        'going cold every few days on the gas model',
      ],
      cause:
        'The thermocouple senses the pilot flame; when it wears out, the gas control closes the pilot as soon as the button is released.',
      difficulty: 'Moderate',
      minutes: [30, 60],
      tools: ['Open-end wrench set (7/16 in, 3/8 in)', 'Flashlight', 'Long lighter', 'Fine sandpaper'],
      parts: [{ name: 'Universal thermocouple (24 in)' }],
      steps: [
        {
          title: 'Remove the burner access covers',
          description: 'Take off the outer and inner burner covers at the base of the tank.',
          core: true,
        },
        {
          title: 'Disconnect the thermocouple',
          description:
            'Unscrew the thermocouple nut from the gas control and the pilot tube and manifold nuts as needed to slide out the burner assembly.',
          core: true,
        },
        {
          title: 'Fit the new thermocouple',
          description:
            'Install the new thermocouple in the pilot bracket so the flame will wrap its tip, and thread the nut into the gas control finger-tight plus a quarter turn.',
          core: true,
        },
        {
          title: 'Relight the pilot',
          description:
            'Follow the lighting label on the tank: hold the pilot button, light the pilot, keep holding for 60 seconds, then release and turn to on.',
          core: true,
        },
        {
          title: 'Check the flame',
          description:
            'A healthy pilot flame is steady and blue and covers the top half inch of the thermocouple.',
        },
      ],
    },
  ],
};

const garbageDisposal: ApplianceKind = {
  noun: 'garbage disposal',
  brands: [
    { name: 'InSinkErator', models: ['Badger 5', 'Evolution Excel', 'PRO 7#0'], parts: 'universal' },
    { name: 'Waste King', models: ['L-8000', 'L-3#00'], parts: 'universal' },
    { name: 'Moen', models: ['GX50C', 'GXS75C'], parts: 'universal' },
  ],
  safety: {
    title: 'Switch off the disposal circuit',
    description:
      'Turn off the wall switch and unplug the {brand} {model} under the sink, or switch off its breaker if it is hard-wired. Never put a hand into the grinding chamber.',
    core: true,
  },
  finish: {
    title: 'Test with running water',
    description:
      'Restore power, run cold water and switch the disposal on. It should spin up immediately with a steady whir and drain quickly.',
    core: true,
  },
  repairs: [
    {
      repair: 'Free a jammed disposal',
      symptoms: [
        'humming but not spinning',
        'stopping dead with a clunk',
        'refusing to start after a fruit pit went in',
      ],
      cause: 'A hard object wedges the flywheel; the motor hums against it until its overload trips.',
      difficulty: 'Easy',
      minutes: [15, 30],
      tools: ['1/4-inch hex key (Allen wrench)', 'Flashlight', 'Long tongs'],
      parts: [],
      steps: [
        {
          title: 'Turn the flywheel from below',
          description:
            'Insert the hex key in the socket at the centre of the underside and work it back and forth until it turns a full circle.',
          core: true,
        },
        {
          title: 'Remove the object',
          description: 'Shine a flashlight into the chamber and lift out the obstruction with long tongs.',
          core: true,
        },
        {
          title: 'Press the reset button',
          description:
            'Wait ten minutes for the motor to cool, then press the red reset button on the bottom.',
          core: true,
        },
        {
          title: 'Avoid the usual culprits',
          description: 'Keep fruit pits, bones, eggshells in quantity and fibrous peels out of the disposal.',
        },
      ],
    },
    {
      repair: 'Stop a leak at the sink flange',
      symptoms: [
        'dripping from the top under the sink',
        'leaving water in the cabinet after each use',
        'leaking around the mounting ring',
      ],
      cause:
        "The plumber's putty under the sink flange dries out or the mounting ring loosens, so water runs around the flange.",
      difficulty: 'Moderate',
      minutes: [45, 90],
      tools: ["Plumber's putty", 'Flat-head screwdriver', 'Bucket', 'Adjustable pliers', 'Flashlight'],
      parts: [{ name: 'Sink flange gasket kit' }],
      steps: [
        {
          title: 'Find the exact leak',
          description:
            'Dry everything, put food colouring in the sink and watch where coloured water appears: flange, dishwasher inlet or discharge pipe.',
          core: true,
        },
        {
          title: 'Drop the disposal',
          description:
            'Support the unit, turn the mounting ring to the left with a screwdriver in its lugs and lower it into a bucket.',
          core: true,
        },
        {
          title: 'Reset the flange',
          description:
            "Loosen the mounting screws, lift the flange, clean off the old putty and bed it in a fresh rope of plumber's putty.",
          core: true,
        },
        {
          title: 'Remount the disposal',
          description:
            'Tighten the mounting screws evenly, hang the disposal and lock the ring to the right.',
          core: true,
        },
        {
          title: 'Check the discharge gasket',
          description: 'A flattened discharge tube gasket also leaks; replace it while the unit is down.',
        },
      ],
    },
  ],
};

const rangeHood: ApplianceKind = {
  noun: 'range hood',
  brands: [
    { name: 'Broan-NuTone', models: ['413004', '4130#3', 'ERLE13#SS'], parts: 'universal' },
    { name: 'ZLINE', models: ['KB-30', 'KL2-30'], parts: 'universal' },
    { name: 'Cosmo', models: ['COS-5MU30', 'COS-63175S'], parts: 'universal' },
  ],
  safety: {
    title: 'Turn off the hood circuit',
    description:
      'Switch off the breaker that feeds the {brand} {model}; the hood is usually hard-wired and the wall switch alone is not enough.',
    core: true,
  },
  finish: {
    title: 'Run every fan speed',
    description:
      'Restore power and try each fan speed and the light. The fan should start promptly and run without rattles.',
    core: true,
  },
  repairs: [
    {
      repair: 'Replace the blower motor',
      symptoms: ['humming without the fan turning', 'running only on high', 'rattling loudly on every speed'],
      cause: 'Grease works into the motor bearings over the years until the motor drags or seizes.',
      difficulty: 'Moderate',
      minutes: [45, 90],
      tools: ['Phillips screwdriver', 'Nut driver set', 'Multimeter', 'Wire nuts', 'Degreaser'],
      parts: [{ name: 'Blower motor assembly' }],
      steps: [
        {
          title: 'Remove the filters and blower cover',
          description: 'Slide out the grease filters and unscrew the cover over the blower housing.',
          core: true,
        },
        {
          title: 'Spin the blower wheel',
          description: 'Turn the wheel by hand; stiffness or grinding points to failed bearings.',
        },
        {
          title: 'Disconnect the motor',
          description: 'Unplug the motor connector or undo its wire nuts, noting the wire colours.',
          core: true,
        },
        {
          title: 'Unbolt the motor',
          description: 'Support the motor and remove its mounting nuts; lower it out of the housing.',
          core: true,
        },
        {
          title: 'Install the new motor',
          description: 'Mount the new motor, reconnect the wires as noted and refit the cover.',
          core: true,
        },
        {
          title: 'Degrease the housing',
          description:
            'Wipe the blower housing with degreaser so grease does not drip back into the new motor.',
        },
      ],
    },
  ],
};

const iceMaker: ApplianceKind = {
  noun: 'countertop ice maker',
  brands: [
    { name: 'GE Profile', models: ['Opal 2.0', 'OPAL01GEPKT'], parts: 'universal' },
    { name: 'Frigidaire', models: ['EFIC1#7', 'EFIC2#5'], parts: 'universal' },
    { name: 'Igloo', models: ['ICEB26SS', 'IGLICEBSL'], parts: 'universal' },
  ],
  safety: {
    title: 'Unplug the ice maker and empty it',
    description:
      'Unplug the {brand} {model}, discard the ice in the bin and drain the reservoir through the drain plug into a bowl.',
    core: true,
  },
  finish: {
    title: 'Run two batches and discard them',
    description: 'Fill with fresh water, run two batches and throw them away before using the ice.',
    core: true,
  },
  repairs: [
    {
      repair: 'Descale and sanitise the ice maker',
      symptoms: [
        'making small, cloudy ice',
        'showing a "clean" or "add water" light with a full reservoir',
        'producing ice that tastes stale',
      ],
      cause:
        'Scale from tap water coats the evaporator and water sensor, so the ice maker misreads the water level and harvests poorly.',
      difficulty: 'Easy',
      minutes: [45, 75],
      tools: ['Soft cloth', 'Small bowl', 'Measuring cup', 'Soft brush'],
      parts: [{ name: 'Nickel-safe ice machine cleaner' }],
      steps: [
        {
          title: 'Mix the descaling solution',
          description:
            'Follow the cleaner label; for most units, 4 ounces of nickel-safe cleaner to a full reservoir of water.',
          core: true,
        },
        {
          title: 'Run the clean cycle',
          description:
            'Start the cleaning cycle, or run the unit for 30 minutes without harvesting, then drain.',
          core: true,
        },
        {
          title: 'Wipe the water sensor',
          description:
            'Wipe the water level sensor and the evaporator prongs with a soft cloth to remove scale.',
        },
        {
          title: 'Rinse twice',
          description: 'Fill with clean water, run a rinse and drain; repeat once more.',
          core: true,
        },
        {
          title: 'Use filtered water',
          description:
            'Filtered or distilled water cuts scale; on nugget models descale monthly in hard-water areas.',
        },
      ],
    },
  ],
};

/** Appliance kinds per generator category; `other` spreads over the small kitchen appliances. */
export const applianceKinds: Record<GeneratorApplianceCategory, readonly ApplianceKind[]> = {
  refrigerator: [refrigerator],
  washer: [washer],
  dryer: [dryer],
  dishwasher: [dishwasher],
  oven: [oven],
  microwave: [microwave],
  air_conditioner: [airConditioner],
  water_heater: [waterHeater],
  other: [garbageDisposal, rangeHood, iceMaker],
};
