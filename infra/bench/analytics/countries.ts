/** Countries with rough shares and their cities (a city weight list; null = no city known). */
export const COUNTRIES: readonly (readonly [string, number, readonly (readonly [string | null, number])[]])[] = [
  [
    'TR',
    46,
    [
      ['Istanbul', 40],
      ['Ankara', 14],
      ['Izmir', 10],
      ['Bursa', 5],
      ['Antalya', 4],
      ['Konya', 3],
      ['Adana', 3],
      ['Gaziantep', 2],
      ['Kocaeli', 2],
      ['Eskisehir', 1.5],
      ['Kayseri', 1.5],
      ['Samsun', 1.2],
      ['Trabzon', 1],
      ['Mersin', 1],
      [null, 8],
    ],
  ],
  [
    'US',
    12,
    [
      ['New York', 10],
      ['Los Angeles', 6],
      ['Chicago', 4],
      ['Houston', 3],
      ['San Francisco', 3],
      ['Seattle', 2],
      ['Miami', 2],
      ['Boston', 2],
      ['Dallas', 2],
      ['Ashburn', 3],
      [null, 12],
    ],
  ],
  [
    'DE',
    8,
    [
      ['Berlin', 10],
      ['Munich', 6],
      ['Hamburg', 5],
      ['Frankfurt am Main', 5],
      ['Cologne', 4],
      ['Stuttgart', 3],
      ['Düsseldorf', 3],
      [null, 8],
    ],
  ],
  [
    'GB',
    5,
    [
      ['London', 16],
      ['Manchester', 3],
      ['Birmingham', 3],
      ['Leeds', 1.5],
      ['Glasgow', 1.5],
      [null, 5],
    ],
  ],
  [
    'NL',
    3,
    [
      ['Amsterdam', 8],
      ['Rotterdam', 3],
      ['The Hague', 2],
      ['Utrecht', 2],
      [null, 2],
    ],
  ],
  [
    'FR',
    3,
    [
      ['Paris', 10],
      ['Lyon', 2],
      ['Marseille', 2],
      ['Toulouse', 1],
      [null, 3],
    ],
  ],
  [
    'AZ',
    2.5,
    [
      ['Baku', 10],
      ['Ganja', 1],
      [null, 2],
    ],
  ],
  [
    'RU',
    2,
    [
      ['Moscow', 8],
      ['Saint Petersburg', 4],
      [null, 3],
    ],
  ],
  [
    'GR',
    1.2,
    [
      ['Athens', 6],
      ['Thessaloniki', 2],
      [null, 1],
    ],
  ],
  [
    'AT',
    1.2,
    [
      ['Vienna', 6],
      ['Graz', 1],
      [null, 1],
    ],
  ],
  [
    'IT',
    1.2,
    [
      ['Milan', 4],
      ['Rome', 4],
      [null, 2],
    ],
  ],
  [
    'ES',
    1,
    [
      ['Madrid', 4],
      ['Barcelona', 4],
      [null, 2],
    ],
  ],
  [
    'CY',
    0.8,
    [
      ['Nicosia', 4],
      ['Limassol', 2],
      [null, 1],
    ],
  ],
  [
    'BG',
    0.8,
    [
      ['Sofia', 5],
      ['Plovdiv', 1],
      [null, 1],
    ],
  ],
  [
    'SA',
    0.8,
    [
      ['Riyadh', 4],
      ['Jeddah', 3],
      [null, 1],
    ],
  ],
  [
    'AE',
    0.8,
    [
      ['Dubai', 6],
      ['Abu Dhabi', 2],
      [null, 1],
    ],
  ],
  [
    'IN',
    0.8,
    [
      ['Mumbai', 3],
      ['Bengaluru', 3],
      ['Delhi', 3],
      [null, 2],
    ],
  ],
  [
    'BR',
    0.5,
    [
      ['São Paulo', 4],
      ['Rio de Janeiro', 2],
      [null, 1],
    ],
  ],
  [
    'CA',
    0.6,
    [
      ['Toronto', 4],
      ['Montreal', 2],
      ['Vancouver', 2],
      [null, 1],
    ],
  ],
  [
    'SE',
    0.5,
    [
      ['Stockholm', 5],
      [null, 1],
    ],
  ],
  [
    'CH',
    0.5,
    [
      ['Zurich', 4],
      ['Geneva', 2],
      [null, 1],
    ],
  ],
  [
    'BE',
    0.5,
    [
      ['Brussels', 4],
      ['Antwerp', 2],
      [null, 1],
    ],
  ],
  [
    'UA',
    0.5,
    [
      ['Kyiv', 5],
      [null, 2],
    ],
  ],
  [
    'IQ',
    0.4,
    [
      ['Baghdad', 3],
      ['Erbil', 2],
      [null, 2],
    ],
  ],
  [
    'GE',
    0.4,
    [
      ['Tbilisi', 5],
      [null, 1],
    ],
  ],
  [
    'KZ',
    0.3,
    [
      ['Almaty', 3],
      ['Astana', 2],
      [null, 1],
    ],
  ],
  [
    'EG',
    0.3,
    [
      ['Cairo', 4],
      [null, 1],
    ],
  ],
  [
    'JP',
    0.3,
    [
      ['Tokyo', 5],
      ['Osaka', 2],
      [null, 1],
    ],
  ],
  [
    'AU',
    0.3,
    [
      ['Sydney', 3],
      ['Melbourne', 3],
      [null, 1],
    ],
  ],
  [
    'PL',
    0.3,
    [
      ['Warsaw', 4],
      ['Krakow', 2],
      [null, 1],
    ],
  ],
  ['SG', 0.2, [['Singapore', 5]]],
  [
    'IE',
    0.3,
    [
      ['Dublin', 5],
      [null, 1],
    ],
  ],
];
/** Share of visitors with no location at all (no CloudFront headers, no geoip hit). */
export const NO_COUNTRY = 1.5;
