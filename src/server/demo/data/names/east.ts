// Russian, Belarusian, Kazakh and Baltic name pools (issue 39 item 5: large enough that no surname repeats too often).
import { s, type Pool } from './pool';

export const RUS: Pool = {
  first: s(
    'Aleksandr,Dmitri,Sergei,Nikita,Ivan,Andrei,Maksim,Artyom,Kirill,Yegor,Mikhail,Pavel,Vladislav,Ilya,Denis,Roman,Yevgeni,Vasili,Matvei,' +
      'Danila,Aleksei,Anton,Arseni,Bogdan,Daniil,Fyodor,Gleb,Grigori,Konstantin,Leonid,Nikolai,Oleg,Semyon,Stepan,Timofei,Vadim,Vladimir,Yaroslav,Yuri',
  ),
  last: s(
    'Ivanov,Smirnov,Kuznetsov,Popov,Volkov,Sokolov,Lebedev,Kozlov,Novikov,Morozov,Petrov,Orlov,Zaitsev,Solovyov,Vasilyev,Belov,Gusev,Tarasov,' +
      'Kiselyov,Andreyev,Nikolayev,Fyodorov,Zakharov,Gromov,Medvedev,Yegorov,Pavlov,Semyonov,Golubev,Vinogradov,Bogdanov,Vorobyov,Mikhailov,' +
      'Frolov,Alexandrov,Borisov,Dmitriev,Korolev,Romanov,Stepanov,Nikitin,Sorokin,Ilyin,Gerasimov,Titov,Komarov,Karpov,Afanasyev,Vlasov,Maslov,' +
      'Isakov,Aksyonov,Gavrilov,Rodionov,Kotov,Gorbunov,Kudryavtsev,Baranov,Kulikov,Alekseyev,Yakovlev,Sergeyev,Filippov,Nazarov,Ponomaryov,' +
      'Denisov,Zhukov,Shcherbakov,Kalinin,Sidorov,Yershov,Ignatov,Lazarev,Danilov,Melnikov,Zuyev,Sukhanov,Filatov,Ryabov,Grigoryev,Panov,' +
      'Savelyev,Zimin,Shubin,Shestakov,Chernov,Blinov,Voronin,Polyakov,Tsvetkov,Zhdanov,Knyazev,Bykov,Loginov,Kozhevnikov,Safonov,Ovchinnikov,' +
      'Lukin,Shilov,Yefimov,Gorshkov,Kharitonov,Kolesnikov,Krylov,Lyubimov,Mamontov,Mironov,Nesterov,Osipov,Prokhorov,Rybakov,Shirokov,' +
      'Sitnikov,Sukhov,Ulyanov,Utkin,Vavilov,Yermakov,Zhuravlyov,Zotov,Artyukhin,Burmistrov,Chistyakov,Dorofeyev,Grachyov,Gulyayev,Kalashnikov,' +
      'Kapustin,Kashin,Klimov,Kornilov,Kuzmin,Lapin,Lobanov,Matveyev,Mukhin,Naumov,Pankratov,Pestov,Rogov,Rudakov,Savin,Seliverstov,Shvets,' +
      'Tarakanov,Trofimov,Vorontsov,Yudin,Zverev,Abramov,Belyakov,Chernyshov,Davydov,Galkin,Ignatyev,Konovalov,Kostin,Loktev,Malyshev,Ostapenko',
  ),
  cities: s(
    'Moscow,Saint Petersburg,Yaroslavl,Chelyabinsk,Magnitogorsk,Kazan,Omsk,Novosibirsk,Ufa,Cherepovets,Nizhny Novgorod,Yekaterinburg,Togliatti,' +
      'Perm,Penza,Tver,Voskresensk,Khabarovsk,Sochi,Nizhnekamsk',
  ),
};

export const BLR: Pool = {
  first: s('Aliaksandr,Dzmitry,Andrei,Siarhei,Yahor,Uladzislau,Kiryl,Mikalai,Ilya,Pavel,Artsiom,Maksim,Raman,Vadzim,Yauhen'),
  last: s(
    'Kavaleu,Novik,Shylau,Karpenka,Lukashevich,Stasenka,Lisouski,Hiryn,Dzemyanovich,Zhuk,Kazlou,Makarevich,Paulovich,Savitski,Shastak,' +
      'Bialou,Hrytsevich,Kuzmich,Marozau,Sidarenka,Yakimovich,Zhukouski,Bandarenka,Hurski,Kalechyts',
  ),
  cities: s('Minsk,Hrodna,Homiel,Viciebsk,Brest,Mahilioŭ,Navapolatsk,Zhlobin'),
};

export const KAZ: Pool = {
  first: s('Nikita,Roman,Dmitri,Yerlan,Arman,Damir,Aidar,Timur,Yegor,Kirill,Nurlan,Sanzhar,Alikhan,Maksim,Artur'),
  last: s(
    'Savchenko,Zhaksylykov,Akhmetov,Nurlanov,Beketayev,Sadykov,Iskakov,Boiko,Shestakov,Kuzmin,Omarov,Abdrakhmanov,Baimukhamedov,Dzhumabekov,' +
      'Yesenov,Kairov,Mukhametov,Sarsenov,Tulegenov,Zhanabayev,Rymarev,Starchenko,Polishchuk,Belyaev',
  ),
  cities: s('Astana,Almaty,Oskemen,Karaganda,Pavlodar,Temirtau,Kostanay,Shymkent'),
};

export const LVA: Pool = {
  first: s('Artūrs,Kristaps,Rūdolfs,Kārlis,Jānis,Edgars,Roberts,Miks,Oskars,Dans,Mārtiņš,Ronalds,Gints,Rihards,Toms,Uvis'),
  last: s(
    'Bērziņš,Kalniņš,Ozoliņš,Jansons,Liepiņš,Krūmiņš,Balodis,Zariņš,Kļaviņš,Vītols,Lācis,Kalējs,Siliņš,Pētersons,Eglītis,Āboliņš,Bērtiņš,' +
      'Cālītis,Dzērve,Freibergs,Grīnbergs,Jēkabsons,Kārkliņš,Lazdiņš,Mežulis,Ozols,Priedītis,Sproģis,Strautiņš,Zvejnieks',
  ),
  cities: s('Rīga,Daugavpils,Liepāja,Jelgava,Ventspils,Ogre,Valmiera,Jūrmala'),
};
