// British and French name pools (issue 39 item 5: large enough that no surname repeats too often in a league).
import { s, type Pool } from './pool';

export const GBR: Pool = {
  first: s(
    'Oliver,Harry,George,Jack,Charlie,Thomas,James,Callum,Liam,Robert,Ben,Sam,Lewis,Jamie,Owen,Rhys,Aaron,Ross,Craig,Scott,Alex,Finlay,Ethan,Daniel',
  ),
  last: s(
    'Smith,Jones,Williams,Taylor,Brown,Davies,Evans,Wilson,Wright,Walker,Robinson,Hughes,McKenzie,Ferguson,Thomas,Johnson,Roberts,Lewis,' +
      'Jackson,Wood,Thompson,White,Watson,Edwards,Green,Hall,Turner,Hill,Cooper,Ward,Morris,Moore,Clarke,Harrison,Baker,Martin,Morgan,Allen,' +
      'Bennett,Price,Griffiths,Cox,Marshall,Parker,Simpson,Stewart,Campbell,Murray,Reid,Kelly,Graham,Hamilton,Robertson,Gray,Mitchell,Anderson,' +
      'Owen,Pritchard,Powell,Rees,Phillips,Jenkins,Morrison,Boyle,Doyle,McCann,Quinn,Brady,Duffy,Gallagher,Burns,Kerr,Sinclair,Lamb,Pearson,' +
      'Holmes,Chambers,Barker,Fletcher,Knight,Spencer,Dawson,Lawson,Booth,Webb,Cartwright,Hodgson,Ashworth,Whitehead,Crossley,Brooke,Lowe,' +
      'Sutcliffe,Fairclough,Hargreaves,Kirkland,Redfern,Bamford,Gilmour,Mackay,Drummond,Fraser,Baxter',
  ),
  cities: s(
    'Sheffield,Nottingham,Cardiff,Belfast,Glasgow,Manchester,Coventry,Dundee,Kirkcaldy,Guildford,Fife,Peterborough,Solihull,Swindon,Telford',
  ),
};

export const FRA: Pool = {
  first: s(
    'Pierre,Antoine,Hugo,Théo,Louis,Mathis,Enzo,Julien,Nicolas,Aurélien,Valentin,Stéphane,Baptiste,Clément,Florian,Kévin,Maxime,Quentin,Romain,Yohann',
  ),
  last: s(
    'Martin,Bernard,Dubois,Thomas,Robert,Richard,Petit,Durand,Leroy,Moreau,Simon,Laurent,Lefèvre,Roussel,Garnier,Michel,Garcia,David,Bertrand,' +
      'Roux,Vincent,Fournier,Morel,Girard,André,Mercier,Dupont,Lambert,Bonnet,François,Legrand,Gauthier,Perrin,Robin,Clément,Morin,Nicolas,' +
      'Henry,Mathieu,Chevalier,Gautier,Masson,Marchand,Duval,Denis,Lemaire,Joly,Barbier,Brunet,Blanc,Faure,Rousseau,Guérin,Muller,Boyer,Fabre',
  ),
  cities: s('Rouen,Grenoble,Angers,Briançon,Amiens,Chamonix,Gap,Cergy,Bordeaux,Marseille,Épinal,Mulhouse,Strasbourg,Nice'),
};
