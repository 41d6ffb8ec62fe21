// Package huge has expressions and control flow that grow fast: long
// concatenations, many branches, deep loops and large constants.
package huge

import (
	"context"
	"fmt"
	"strconv"

	"github.com/redis/go-redis/v9"
)

const c0 = "Big"
const c1 = c0 + c0
const c2 = c1 + c1
const c3 = c2 + c2
const c4 = c3 + c3
const c5 = c4 + c4
const c6 = c5 + c5
const c7 = c6 + c6
const c8 = c7 + c7
const c9 = c8 + c8
const c10 = c9 + c9
const c11 = c10 + c10
const c12 = c11 + c11
const c13 = c12 + c12
const c14 = c13 + c13
const c15 = c14 + c14
const c16 = c15 + c15
const c17 = c16 + c16
const c18 = c17 + c17

func bigConst(ctx context.Context, rdb *redis.Client) {
	rdb.Get(ctx, c18)
	rdb.Get(ctx, "user:"+c18[:10])
	rdb.Set(ctx, c10+":"+c10, 1, 0)
}

func longConcat(ctx context.Context, rdb *redis.Client, a string, n int) {
	k := "s0:" + a + strconv.Itoa(n) + "s3:" + a + strconv.Itoa(n) + "s6:" + a + strconv.Itoa(n) + "s9:" + a + strconv.Itoa(n) + "s12:" + a + strconv.Itoa(n) + "s15:" + a + strconv.Itoa(n) + "s18:" + a + strconv.Itoa(n) + "s21:" + a + strconv.Itoa(n) + "s24:" + a + strconv.Itoa(n) + "s27:" + a + strconv.Itoa(n) + "s30:" + a + strconv.Itoa(n) + "s33:" + a + strconv.Itoa(n) + "s36:" + a + strconv.Itoa(n) + "s39:" + a + strconv.Itoa(n) + "s42:" + a + strconv.Itoa(n) + "s45:" + a + strconv.Itoa(n) + "s48:" + a + strconv.Itoa(n) + "s51:" + a + strconv.Itoa(n) + "s54:" + a + strconv.Itoa(n) + "s57:" + a + strconv.Itoa(n) + "s60:" + a + strconv.Itoa(n) + "s63:" + a + strconv.Itoa(n) + "s66:" + a + strconv.Itoa(n) + "s69:" + a + strconv.Itoa(n) + "s72:" + a + strconv.Itoa(n) + "s75:" + a + strconv.Itoa(n) + "s78:" + a + strconv.Itoa(n) + "s81:" + a + strconv.Itoa(n) + "s84:" + a + strconv.Itoa(n) + "s87:" + a + strconv.Itoa(n) + "s90:" + a + strconv.Itoa(n) + "s93:" + a + strconv.Itoa(n) + "s96:" + a + strconv.Itoa(n) + "s99:" + a + strconv.Itoa(n) + "s102:" + a + strconv.Itoa(n) + "s105:" + a + strconv.Itoa(n) + "s108:" + a + strconv.Itoa(n) + "s111:" + a + strconv.Itoa(n) + "s114:" + a + strconv.Itoa(n) + "s117:" + a + strconv.Itoa(n) + "s120:" + a + strconv.Itoa(n) + "s123:" + a + strconv.Itoa(n) + "s126:" + a + strconv.Itoa(n) + "s129:" + a + strconv.Itoa(n) + "s132:" + a + strconv.Itoa(n) + "s135:" + a + strconv.Itoa(n) + "s138:" + a + strconv.Itoa(n) + "s141:" + a + strconv.Itoa(n) + "s144:" + a + strconv.Itoa(n) + "s147:" + a + strconv.Itoa(n) + "s150:" + a + strconv.Itoa(n) + "s153:" + a + strconv.Itoa(n) + "s156:" + a + strconv.Itoa(n) + "s159:" + a + strconv.Itoa(n) + "s162:" + a + strconv.Itoa(n) + "s165:" + a + strconv.Itoa(n) + "s168:" + a + strconv.Itoa(n) + "s171:" + a + strconv.Itoa(n) + "s174:" + a + strconv.Itoa(n) + "s177:" + a + strconv.Itoa(n) + "s180:" + a + strconv.Itoa(n) + "s183:" + a + strconv.Itoa(n) + "s186:" + a + strconv.Itoa(n) + "s189:" + a + strconv.Itoa(n) + "s192:" + a + strconv.Itoa(n) + "s195:" + a + strconv.Itoa(n) + "s198:" + a + strconv.Itoa(n) + "s201:" + a + strconv.Itoa(n) + "s204:" + a + strconv.Itoa(n) + "s207:" + a + strconv.Itoa(n) + "s210:" + a + strconv.Itoa(n) + "s213:" + a + strconv.Itoa(n) + "s216:" + a + strconv.Itoa(n) + "s219:" + a + strconv.Itoa(n) + "s222:" + a + strconv.Itoa(n) + "s225:" + a + strconv.Itoa(n) + "s228:" + a + strconv.Itoa(n) + "s231:" + a + strconv.Itoa(n) + "s234:" + a + strconv.Itoa(n) + "s237:" + a + strconv.Itoa(n) + "s240:" + a + strconv.Itoa(n) + "s243:" + a + strconv.Itoa(n) + "s246:" + a + strconv.Itoa(n) + "s249:" + a + strconv.Itoa(n) + "s252:" + a + strconv.Itoa(n) + "s255:" + a + strconv.Itoa(n) + "s258:" + a + strconv.Itoa(n) + "s261:" + a + strconv.Itoa(n) + "s264:" + a + strconv.Itoa(n) + "s267:" + a + strconv.Itoa(n) + "s270:" + a + strconv.Itoa(n) + "s273:" + a + strconv.Itoa(n) + "s276:" + a + strconv.Itoa(n) + "s279:" + a + strconv.Itoa(n) + "s282:" + a + strconv.Itoa(n) + "s285:" + a + strconv.Itoa(n) + "s288:" + a + strconv.Itoa(n) + "s291:" + a + strconv.Itoa(n) + "s294:" + a + strconv.Itoa(n) + "s297:" + a + strconv.Itoa(n) + "s300:" + a + strconv.Itoa(n) + "s303:" + a + strconv.Itoa(n) + "s306:" + a + strconv.Itoa(n) + "s309:" + a + strconv.Itoa(n) + "s312:" + a + strconv.Itoa(n) + "s315:" + a + strconv.Itoa(n) + "s318:" + a + strconv.Itoa(n) + "s321:" + a + strconv.Itoa(n) + "s324:" + a + strconv.Itoa(n) + "s327:" + a + strconv.Itoa(n) + "s330:" + a + strconv.Itoa(n) + "s333:" + a + strconv.Itoa(n) + "s336:" + a + strconv.Itoa(n) + "s339:" + a + strconv.Itoa(n) + "s342:" + a + strconv.Itoa(n) + "s345:" + a + strconv.Itoa(n) + "s348:" + a + strconv.Itoa(n) + "s351:" + a + strconv.Itoa(n) + "s354:" + a + strconv.Itoa(n) + "s357:" + a + strconv.Itoa(n) + "s360:" + a + strconv.Itoa(n) + "s363:" + a + strconv.Itoa(n) + "s366:" + a + strconv.Itoa(n) + "s369:" + a + strconv.Itoa(n) + "s372:" + a + strconv.Itoa(n) + "s375:" + a + strconv.Itoa(n) + "s378:" + a + strconv.Itoa(n) + "s381:" + a + strconv.Itoa(n) + "s384:" + a + strconv.Itoa(n) + "s387:" + a + strconv.Itoa(n) + "s390:" + a + strconv.Itoa(n) + "s393:" + a + strconv.Itoa(n) + "s396:" + a + strconv.Itoa(n) + "s399:" + a + strconv.Itoa(n) + "s402:" + a + strconv.Itoa(n) + "s405:" + a + strconv.Itoa(n) + "s408:" + a + strconv.Itoa(n) + "s411:" + a + strconv.Itoa(n) + "s414:" + a + strconv.Itoa(n) + "s417:" + a + strconv.Itoa(n) + "s420:" + a + strconv.Itoa(n) + "s423:" + a + strconv.Itoa(n) + "s426:" + a + strconv.Itoa(n) + "s429:" + a + strconv.Itoa(n) + "s432:" + a + strconv.Itoa(n) + "s435:" + a + strconv.Itoa(n) + "s438:" + a + strconv.Itoa(n) + "s441:" + a + strconv.Itoa(n) + "s444:" + a + strconv.Itoa(n) + "s447:" + a + strconv.Itoa(n) + "s450:" + a + strconv.Itoa(n) + "s453:" + a + strconv.Itoa(n) + "s456:" + a + strconv.Itoa(n) + "s459:" + a + strconv.Itoa(n) + "s462:" + a + strconv.Itoa(n) + "s465:" + a + strconv.Itoa(n) + "s468:" + a + strconv.Itoa(n) + "s471:" + a + strconv.Itoa(n) + "s474:" + a + strconv.Itoa(n) + "s477:" + a + strconv.Itoa(n) + "s480:" + a + strconv.Itoa(n) + "s483:" + a + strconv.Itoa(n) + "s486:" + a + strconv.Itoa(n) + "s489:" + a + strconv.Itoa(n) + "s492:" + a + strconv.Itoa(n) + "s495:" + a + strconv.Itoa(n) + "s498:" + a + strconv.Itoa(n) + "s501:" + a + strconv.Itoa(n) + "s504:" + a + strconv.Itoa(n) + "s507:" + a + strconv.Itoa(n) + "s510:" + a + strconv.Itoa(n) + "s513:" + a + strconv.Itoa(n) + "s516:" + a + strconv.Itoa(n) + "s519:" + a + strconv.Itoa(n) + "s522:" + a + strconv.Itoa(n) + "s525:" + a + strconv.Itoa(n) + "s528:" + a + strconv.Itoa(n) + "s531:" + a + strconv.Itoa(n) + "s534:" + a + strconv.Itoa(n) + "s537:" + a + strconv.Itoa(n) + "s540:" + a + strconv.Itoa(n) + "s543:" + a + strconv.Itoa(n) + "s546:" + a + strconv.Itoa(n) + "s549:" + a + strconv.Itoa(n) + "s552:" + a + strconv.Itoa(n) + "s555:" + a + strconv.Itoa(n) + "s558:" + a + strconv.Itoa(n) + "s561:" + a + strconv.Itoa(n) + "s564:" + a + strconv.Itoa(n) + "s567:" + a + strconv.Itoa(n) + "s570:" + a + strconv.Itoa(n) + "s573:" + a + strconv.Itoa(n) + "s576:" + a + strconv.Itoa(n) + "s579:" + a + strconv.Itoa(n) + "s582:" + a + strconv.Itoa(n) + "s585:" + a + strconv.Itoa(n) + "s588:" + a + strconv.Itoa(n) + "s591:" + a + strconv.Itoa(n) + "s594:" + a + strconv.Itoa(n) + "s597:" + a + strconv.Itoa(n) + "s600:" + a + strconv.Itoa(n) + "s603:" + a + strconv.Itoa(n) + "s606:" + a + strconv.Itoa(n) + "s609:" + a + strconv.Itoa(n) + "s612:" + a + strconv.Itoa(n) + "s615:" + a + strconv.Itoa(n) + "s618:" + a + strconv.Itoa(n) + "s621:" + a + strconv.Itoa(n) + "s624:" + a + strconv.Itoa(n) + "s627:" + a + strconv.Itoa(n) + "s630:" + a + strconv.Itoa(n) + "s633:" + a + strconv.Itoa(n) + "s636:" + a + strconv.Itoa(n) + "s639:" + a + strconv.Itoa(n) + "s642:" + a + strconv.Itoa(n) + "s645:" + a + strconv.Itoa(n) + "s648:" + a + strconv.Itoa(n) + "s651:" + a + strconv.Itoa(n) + "s654:" + a + strconv.Itoa(n) + "s657:" + a + strconv.Itoa(n) + "s660:" + a + strconv.Itoa(n) + "s663:" + a + strconv.Itoa(n) + "s666:" + a + strconv.Itoa(n) + "s669:" + a + strconv.Itoa(n) + "s672:" + a + strconv.Itoa(n) + "s675:" + a + strconv.Itoa(n) + "s678:" + a + strconv.Itoa(n) + "s681:" + a + strconv.Itoa(n) + "s684:" + a + strconv.Itoa(n) + "s687:" + a + strconv.Itoa(n) + "s690:" + a + strconv.Itoa(n) + "s693:" + a + strconv.Itoa(n) + "s696:" + a + strconv.Itoa(n) + "s699:" + a + strconv.Itoa(n) + "s702:" + a + strconv.Itoa(n) + "s705:" + a + strconv.Itoa(n) + "s708:" + a + strconv.Itoa(n) + "s711:" + a + strconv.Itoa(n) + "s714:" + a + strconv.Itoa(n) + "s717:" + a + strconv.Itoa(n) + "s720:" + a + strconv.Itoa(n) + "s723:" + a + strconv.Itoa(n) + "s726:" + a + strconv.Itoa(n) + "s729:" + a + strconv.Itoa(n) + "s732:" + a + strconv.Itoa(n) + "s735:" + a + strconv.Itoa(n) + "s738:" + a + strconv.Itoa(n) + "s741:" + a + strconv.Itoa(n) + "s744:" + a + strconv.Itoa(n) + "s747:" + a + strconv.Itoa(n) + "s750:" + a + strconv.Itoa(n) + "s753:" + a + strconv.Itoa(n) + "s756:" + a + strconv.Itoa(n) + "s759:" + a + strconv.Itoa(n) + "s762:" + a + strconv.Itoa(n) + "s765:" + a + strconv.Itoa(n) + "s768:" + a + strconv.Itoa(n) + "s771:" + a + strconv.Itoa(n) + "s774:" + a + strconv.Itoa(n) + "s777:" + a + strconv.Itoa(n) + "s780:" + a + strconv.Itoa(n) + "s783:" + a + strconv.Itoa(n) + "s786:" + a + strconv.Itoa(n) + "s789:" + a + strconv.Itoa(n) + "s792:" + a + strconv.Itoa(n) + "s795:" + a + strconv.Itoa(n) + "s798:" + a + strconv.Itoa(n) + "s801:" + a + strconv.Itoa(n) + "s804:" + a + strconv.Itoa(n) + "s807:" + a + strconv.Itoa(n) + "s810:" + a + strconv.Itoa(n) + "s813:" + a + strconv.Itoa(n) + "s816:" + a + strconv.Itoa(n) + "s819:" + a + strconv.Itoa(n) + "s822:" + a + strconv.Itoa(n) + "s825:" + a + strconv.Itoa(n) + "s828:" + a + strconv.Itoa(n) + "s831:" + a + strconv.Itoa(n) + "s834:" + a + strconv.Itoa(n) + "s837:" + a + strconv.Itoa(n) + "s840:" + a + strconv.Itoa(n) + "s843:" + a + strconv.Itoa(n) + "s846:" + a + strconv.Itoa(n) + "s849:" + a + strconv.Itoa(n) + "s852:" + a + strconv.Itoa(n) + "s855:" + a + strconv.Itoa(n) + "s858:" + a + strconv.Itoa(n) + "s861:" + a + strconv.Itoa(n) + "s864:" + a + strconv.Itoa(n) + "s867:" + a + strconv.Itoa(n) + "s870:" + a + strconv.Itoa(n) + "s873:" + a + strconv.Itoa(n) + "s876:" + a + strconv.Itoa(n) + "s879:" + a + strconv.Itoa(n) + "s882:" + a + strconv.Itoa(n) + "s885:" + a + strconv.Itoa(n) + "s888:" + a + strconv.Itoa(n) + "s891:" + a + strconv.Itoa(n) + "s894:" + a + strconv.Itoa(n) + "s897:" + a + strconv.Itoa(n) + "s900:" + a + strconv.Itoa(n) + "s903:" + a + strconv.Itoa(n) + "s906:" + a + strconv.Itoa(n) + "s909:" + a + strconv.Itoa(n) + "s912:" + a + strconv.Itoa(n) + "s915:" + a + strconv.Itoa(n) + "s918:" + a + strconv.Itoa(n) + "s921:" + a + strconv.Itoa(n) + "s924:" + a + strconv.Itoa(n) + "s927:" + a + strconv.Itoa(n) + "s930:" + a + strconv.Itoa(n) + "s933:" + a + strconv.Itoa(n) + "s936:" + a + strconv.Itoa(n) + "s939:" + a + strconv.Itoa(n) + "s942:" + a + strconv.Itoa(n) + "s945:" + a + strconv.Itoa(n) + "s948:" + a + strconv.Itoa(n) + "s951:" + a + strconv.Itoa(n) + "s954:" + a + strconv.Itoa(n) + "s957:" + a + strconv.Itoa(n) + "s960:" + a + strconv.Itoa(n) + "s963:" + a + strconv.Itoa(n) + "s966:" + a + strconv.Itoa(n) + "s969:" + a + strconv.Itoa(n) + "s972:" + a + strconv.Itoa(n) + "s975:" + a + strconv.Itoa(n) + "s978:" + a + strconv.Itoa(n) + "s981:" + a + strconv.Itoa(n) + "s984:" + a + strconv.Itoa(n) + "s987:" + a + strconv.Itoa(n) + "s990:" + a + strconv.Itoa(n) + "s993:" + a + strconv.Itoa(n) + "s996:" + a + strconv.Itoa(n) + "s999:" + a + strconv.Itoa(n) + "s1002:" + a + strconv.Itoa(n) + "s1005:" + a + strconv.Itoa(n) + "s1008:" + a + strconv.Itoa(n) + "s1011:" + a + strconv.Itoa(n) + "s1014:" + a + strconv.Itoa(n) + "s1017:" + a + strconv.Itoa(n) + "s1020:" + a + strconv.Itoa(n) + "s1023:" + a + strconv.Itoa(n) + "s1026:" + a + strconv.Itoa(n) + "s1029:" + a + strconv.Itoa(n) + "s1032:" + a + strconv.Itoa(n) + "s1035:" + a + strconv.Itoa(n) + "s1038:" + a + strconv.Itoa(n) + "s1041:" + a + strconv.Itoa(n) + "s1044:" + a + strconv.Itoa(n) + "s1047:" + a + strconv.Itoa(n) + "s1050:" + a + strconv.Itoa(n) + "s1053:" + a + strconv.Itoa(n) + "s1056:" + a + strconv.Itoa(n) + "s1059:" + a + strconv.Itoa(n) + "s1062:" + a + strconv.Itoa(n) + "s1065:" + a + strconv.Itoa(n) + "s1068:" + a + strconv.Itoa(n) + "s1071:" + a + strconv.Itoa(n) + "s1074:" + a + strconv.Itoa(n) + "s1077:" + a + strconv.Itoa(n) + "s1080:" + a + strconv.Itoa(n) + "s1083:" + a + strconv.Itoa(n) + "s1086:" + a + strconv.Itoa(n) + "s1089:" + a + strconv.Itoa(n) + "s1092:" + a + strconv.Itoa(n) + "s1095:" + a + strconv.Itoa(n) + "s1098:" + a + strconv.Itoa(n) + "s1101:" + a + strconv.Itoa(n) + "s1104:" + a + strconv.Itoa(n) + "s1107:" + a + strconv.Itoa(n) + "s1110:" + a + strconv.Itoa(n) + "s1113:" + a + strconv.Itoa(n) + "s1116:" + a + strconv.Itoa(n) + "s1119:" + a + strconv.Itoa(n) + "s1122:" + a + strconv.Itoa(n) + "s1125:" + a + strconv.Itoa(n) + "s1128:" + a + strconv.Itoa(n) + "s1131:" + a + strconv.Itoa(n) + "s1134:" + a + strconv.Itoa(n) + "s1137:" + a + strconv.Itoa(n) + "s1140:" + a + strconv.Itoa(n) + "s1143:" + a + strconv.Itoa(n) + "s1146:" + a + strconv.Itoa(n) + "s1149:" + a + strconv.Itoa(n) + "s1152:" + a + strconv.Itoa(n) + "s1155:" + a + strconv.Itoa(n) + "s1158:" + a + strconv.Itoa(n) + "s1161:" + a + strconv.Itoa(n) + "s1164:" + a + strconv.Itoa(n) + "s1167:" + a + strconv.Itoa(n) + "s1170:" + a + strconv.Itoa(n) + "s1173:" + a + strconv.Itoa(n) + "s1176:" + a + strconv.Itoa(n) + "s1179:" + a + strconv.Itoa(n) + "s1182:" + a + strconv.Itoa(n) + "s1185:" + a + strconv.Itoa(n) + "s1188:" + a + strconv.Itoa(n) + "s1191:" + a + strconv.Itoa(n) + "s1194:" + a + strconv.Itoa(n) + "s1197:" + a + strconv.Itoa(n) + "s1200:" + a + strconv.Itoa(n) + "s1203:" + a + strconv.Itoa(n) + "s1206:" + a + strconv.Itoa(n) + "s1209:" + a + strconv.Itoa(n) + "s1212:" + a + strconv.Itoa(n) + "s1215:" + a + strconv.Itoa(n) + "s1218:" + a + strconv.Itoa(n) + "s1221:" + a + strconv.Itoa(n) + "s1224:" + a + strconv.Itoa(n) + "s1227:" + a + strconv.Itoa(n) + "s1230:" + a + strconv.Itoa(n) + "s1233:" + a + strconv.Itoa(n) + "s1236:" + a + strconv.Itoa(n) + "s1239:" + a + strconv.Itoa(n) + "s1242:" + a + strconv.Itoa(n) + "s1245:" + a + strconv.Itoa(n) + "s1248:" + a + strconv.Itoa(n) + "s1251:" + a + strconv.Itoa(n) + "s1254:" + a + strconv.Itoa(n) + "s1257:" + a + strconv.Itoa(n) + "s1260:" + a + strconv.Itoa(n) + "s1263:" + a + strconv.Itoa(n) + "s1266:" + a + strconv.Itoa(n) + "s1269:" + a + strconv.Itoa(n) + "s1272:" + a + strconv.Itoa(n) + "s1275:" + a + strconv.Itoa(n) + "s1278:" + a + strconv.Itoa(n) + "s1281:" + a + strconv.Itoa(n) + "s1284:" + a + strconv.Itoa(n) + "s1287:" + a + strconv.Itoa(n) + "s1290:" + a + strconv.Itoa(n) + "s1293:" + a + strconv.Itoa(n) + "s1296:" + a + strconv.Itoa(n) + "s1299:" + a + strconv.Itoa(n) + "s1302:" + a + strconv.Itoa(n) + "s1305:" + a + strconv.Itoa(n) + "s1308:" + a + strconv.Itoa(n) + "s1311:" + a + strconv.Itoa(n) + "s1314:" + a + strconv.Itoa(n) + "s1317:" + a + strconv.Itoa(n) + "s1320:" + a + strconv.Itoa(n) + "s1323:" + a + strconv.Itoa(n) + "s1326:" + a + strconv.Itoa(n) + "s1329:" + a + strconv.Itoa(n) + "s1332:" + a + strconv.Itoa(n) + "s1335:" + a + strconv.Itoa(n) + "s1338:" + a + strconv.Itoa(n) + "s1341:" + a + strconv.Itoa(n) + "s1344:" + a + strconv.Itoa(n) + "s1347:" + a + strconv.Itoa(n) + "s1350:" + a + strconv.Itoa(n) + "s1353:" + a + strconv.Itoa(n) + "s1356:" + a + strconv.Itoa(n) + "s1359:" + a + strconv.Itoa(n) + "s1362:" + a + strconv.Itoa(n) + "s1365:" + a + strconv.Itoa(n) + "s1368:" + a + strconv.Itoa(n) + "s1371:" + a + strconv.Itoa(n) + "s1374:" + a + strconv.Itoa(n) + "s1377:" + a + strconv.Itoa(n) + "s1380:" + a + strconv.Itoa(n) + "s1383:" + a + strconv.Itoa(n) + "s1386:" + a + strconv.Itoa(n) + "s1389:" + a + strconv.Itoa(n) + "s1392:" + a + strconv.Itoa(n) + "s1395:" + a + strconv.Itoa(n) + "s1398:" + a + strconv.Itoa(n) + "s1401:" + a + strconv.Itoa(n) + "s1404:" + a + strconv.Itoa(n) + "s1407:" + a + strconv.Itoa(n) + "s1410:" + a + strconv.Itoa(n) + "s1413:" + a + strconv.Itoa(n) + "s1416:" + a + strconv.Itoa(n) + "s1419:" + a + strconv.Itoa(n) + "s1422:" + a + strconv.Itoa(n) + "s1425:" + a + strconv.Itoa(n) + "s1428:" + a + strconv.Itoa(n) + "s1431:" + a + strconv.Itoa(n) + "s1434:" + a + strconv.Itoa(n) + "s1437:" + a + strconv.Itoa(n) + "s1440:" + a + strconv.Itoa(n) + "s1443:" + a + strconv.Itoa(n) + "s1446:" + a + strconv.Itoa(n) + "s1449:" + a + strconv.Itoa(n) + "s1452:" + a + strconv.Itoa(n) + "s1455:" + a + strconv.Itoa(n) + "s1458:" + a + strconv.Itoa(n) + "s1461:" + a + strconv.Itoa(n) + "s1464:" + a + strconv.Itoa(n) + "s1467:" + a + strconv.Itoa(n) + "s1470:" + a + strconv.Itoa(n) + "s1473:" + a + strconv.Itoa(n) + "s1476:" + a + strconv.Itoa(n) + "s1479:" + a + strconv.Itoa(n) + "s1482:" + a + strconv.Itoa(n) + "s1485:" + a + strconv.Itoa(n) + "s1488:" + a + strconv.Itoa(n) + "s1491:" + a + strconv.Itoa(n) + "s1494:" + a + strconv.Itoa(n) + "s1497:" + a + strconv.Itoa(n) + "s1500:" + a + strconv.Itoa(n) + "s1503:" + a + strconv.Itoa(n) + "s1506:" + a + strconv.Itoa(n) + "s1509:" + a + strconv.Itoa(n) + "s1512:" + a + strconv.Itoa(n) + "s1515:" + a + strconv.Itoa(n) + "s1518:" + a + strconv.Itoa(n) + "s1521:" + a + strconv.Itoa(n) + "s1524:" + a + strconv.Itoa(n) + "s1527:" + a + strconv.Itoa(n) + "s1530:" + a + strconv.Itoa(n) + "s1533:" + a + strconv.Itoa(n) + "s1536:" + a + strconv.Itoa(n) + "s1539:" + a + strconv.Itoa(n) + "s1542:" + a + strconv.Itoa(n) + "s1545:" + a + strconv.Itoa(n) + "s1548:" + a + strconv.Itoa(n) + "s1551:" + a + strconv.Itoa(n) + "s1554:" + a + strconv.Itoa(n) + "s1557:" + a + strconv.Itoa(n) + "s1560:" + a + strconv.Itoa(n) + "s1563:" + a + strconv.Itoa(n) + "s1566:" + a + strconv.Itoa(n) + "s1569:" + a + strconv.Itoa(n) + "s1572:" + a + strconv.Itoa(n) + "s1575:" + a + strconv.Itoa(n) + "s1578:" + a + strconv.Itoa(n) + "s1581:" + a + strconv.Itoa(n) + "s1584:" + a + strconv.Itoa(n) + "s1587:" + a + strconv.Itoa(n) + "s1590:" + a + strconv.Itoa(n) + "s1593:" + a + strconv.Itoa(n) + "s1596:" + a + strconv.Itoa(n) + "s1599:" + a + strconv.Itoa(n) + "s1602:" + a + strconv.Itoa(n) + "s1605:" + a + strconv.Itoa(n) + "s1608:" + a + strconv.Itoa(n) + "s1611:" + a + strconv.Itoa(n) + "s1614:" + a + strconv.Itoa(n) + "s1617:" + a + strconv.Itoa(n) + "s1620:" + a + strconv.Itoa(n) + "s1623:" + a + strconv.Itoa(n) + "s1626:" + a + strconv.Itoa(n) + "s1629:" + a + strconv.Itoa(n) + "s1632:" + a + strconv.Itoa(n) + "s1635:" + a + strconv.Itoa(n) + "s1638:" + a + strconv.Itoa(n) + "s1641:" + a + strconv.Itoa(n) + "s1644:" + a + strconv.Itoa(n) + "s1647:" + a + strconv.Itoa(n) + "s1650:" + a + strconv.Itoa(n) + "s1653:" + a + strconv.Itoa(n) + "s1656:" + a + strconv.Itoa(n) + "s1659:" + a + strconv.Itoa(n) + "s1662:" + a + strconv.Itoa(n) + "s1665:" + a + strconv.Itoa(n) + "s1668:" + a + strconv.Itoa(n) + "s1671:" + a + strconv.Itoa(n) + "s1674:" + a + strconv.Itoa(n) + "s1677:" + a + strconv.Itoa(n) + "s1680:" + a + strconv.Itoa(n) + "s1683:" + a + strconv.Itoa(n) + "s1686:" + a + strconv.Itoa(n) + "s1689:" + a + strconv.Itoa(n) + "s1692:" + a + strconv.Itoa(n) + "s1695:" + a + strconv.Itoa(n) + "s1698:" + a + strconv.Itoa(n) + "s1701:" + a + strconv.Itoa(n) + "s1704:" + a + strconv.Itoa(n) + "s1707:" + a + strconv.Itoa(n) + "s1710:" + a + strconv.Itoa(n) + "s1713:" + a + strconv.Itoa(n) + "s1716:" + a + strconv.Itoa(n) + "s1719:" + a + strconv.Itoa(n) + "s1722:" + a + strconv.Itoa(n) + "s1725:" + a + strconv.Itoa(n) + "s1728:" + a + strconv.Itoa(n) + "s1731:" + a + strconv.Itoa(n) + "s1734:" + a + strconv.Itoa(n) + "s1737:" + a + strconv.Itoa(n) + "s1740:" + a + strconv.Itoa(n) + "s1743:" + a + strconv.Itoa(n) + "s1746:" + a + strconv.Itoa(n) + "s1749:" + a + strconv.Itoa(n) + "s1752:" + a + strconv.Itoa(n) + "s1755:" + a + strconv.Itoa(n) + "s1758:" + a + strconv.Itoa(n) + "s1761:" + a + strconv.Itoa(n) + "s1764:" + a + strconv.Itoa(n) + "s1767:" + a + strconv.Itoa(n) + "s1770:" + a + strconv.Itoa(n) + "s1773:" + a + strconv.Itoa(n) + "s1776:" + a + strconv.Itoa(n) + "s1779:" + a + strconv.Itoa(n) + "s1782:" + a + strconv.Itoa(n) + "s1785:" + a + strconv.Itoa(n) + "s1788:" + a + strconv.Itoa(n) + "s1791:" + a + strconv.Itoa(n) + "s1794:" + a + strconv.Itoa(n) + "s1797:" + a + strconv.Itoa(n) + "s1800:" + a + strconv.Itoa(n) + "s1803:" + a + strconv.Itoa(n) + "s1806:" + a + strconv.Itoa(n) + "s1809:" + a + strconv.Itoa(n) + "s1812:" + a + strconv.Itoa(n) + "s1815:" + a + strconv.Itoa(n) + "s1818:" + a + strconv.Itoa(n) + "s1821:" + a + strconv.Itoa(n) + "s1824:" + a + strconv.Itoa(n) + "s1827:" + a + strconv.Itoa(n) + "s1830:" + a + strconv.Itoa(n) + "s1833:" + a + strconv.Itoa(n) + "s1836:" + a + strconv.Itoa(n) + "s1839:" + a + strconv.Itoa(n) + "s1842:" + a + strconv.Itoa(n) + "s1845:" + a + strconv.Itoa(n) + "s1848:" + a + strconv.Itoa(n) + "s1851:" + a + strconv.Itoa(n) + "s1854:" + a + strconv.Itoa(n) + "s1857:" + a + strconv.Itoa(n) + "s1860:" + a + strconv.Itoa(n) + "s1863:" + a + strconv.Itoa(n) + "s1866:" + a + strconv.Itoa(n) + "s1869:" + a + strconv.Itoa(n) + "s1872:" + a + strconv.Itoa(n) + "s1875:" + a + strconv.Itoa(n) + "s1878:" + a + strconv.Itoa(n) + "s1881:" + a + strconv.Itoa(n) + "s1884:" + a + strconv.Itoa(n) + "s1887:" + a + strconv.Itoa(n) + "s1890:" + a + strconv.Itoa(n) + "s1893:" + a + strconv.Itoa(n) + "s1896:" + a + strconv.Itoa(n) + "s1899:" + a + strconv.Itoa(n) + "s1902:" + a + strconv.Itoa(n) + "s1905:" + a + strconv.Itoa(n) + "s1908:" + a + strconv.Itoa(n) + "s1911:" + a + strconv.Itoa(n) + "s1914:" + a + strconv.Itoa(n) + "s1917:" + a + strconv.Itoa(n) + "s1920:" + a + strconv.Itoa(n) + "s1923:" + a + strconv.Itoa(n) + "s1926:" + a + strconv.Itoa(n) + "s1929:" + a + strconv.Itoa(n) + "s1932:" + a + strconv.Itoa(n) + "s1935:" + a + strconv.Itoa(n) + "s1938:" + a + strconv.Itoa(n) + "s1941:" + a + strconv.Itoa(n) + "s1944:" + a + strconv.Itoa(n) + "s1947:" + a + strconv.Itoa(n) + "s1950:" + a + strconv.Itoa(n) + "s1953:" + a + strconv.Itoa(n) + "s1956:" + a + strconv.Itoa(n) + "s1959:" + a + strconv.Itoa(n) + "s1962:" + a + strconv.Itoa(n) + "s1965:" + a + strconv.Itoa(n) + "s1968:" + a + strconv.Itoa(n) + "s1971:" + a + strconv.Itoa(n) + "s1974:" + a + strconv.Itoa(n) + "s1977:" + a + strconv.Itoa(n) + "s1980:" + a + strconv.Itoa(n) + "s1983:" + a + strconv.Itoa(n) + "s1986:" + a + strconv.Itoa(n) + "s1989:" + a + strconv.Itoa(n) + "s1992:" + a + strconv.Itoa(n) + "s1995:" + a + strconv.Itoa(n) + "s1998:" + a + strconv.Itoa(n) + "s2001:" + a + strconv.Itoa(n) + "s2004:" + a + strconv.Itoa(n) + "s2007:" + a + strconv.Itoa(n) + "s2010:" + a + strconv.Itoa(n) + "s2013:" + a + strconv.Itoa(n) + "s2016:" + a + strconv.Itoa(n) + "s2019:" + a + strconv.Itoa(n) + "s2022:" + a + strconv.Itoa(n) + "s2025:" + a + strconv.Itoa(n) + "s2028:" + a + strconv.Itoa(n) + "s2031:" + a + strconv.Itoa(n) + "s2034:" + a + strconv.Itoa(n) + "s2037:" + a + strconv.Itoa(n) + "s2040:" + a + strconv.Itoa(n) + "s2043:" + a + strconv.Itoa(n) + "s2046:" + a + strconv.Itoa(n) + "s2049:" + a + strconv.Itoa(n) + "s2052:" + a + strconv.Itoa(n) + "s2055:" + a + strconv.Itoa(n) + "s2058:" + a + strconv.Itoa(n) + "s2061:" + a + strconv.Itoa(n) + "s2064:" + a + strconv.Itoa(n) + "s2067:" + a + strconv.Itoa(n) + "s2070:" + a + strconv.Itoa(n) + "s2073:" + a + strconv.Itoa(n) + "s2076:" + a + strconv.Itoa(n) + "s2079:" + a + strconv.Itoa(n) + "s2082:" + a + strconv.Itoa(n) + "s2085:" + a + strconv.Itoa(n) + "s2088:" + a + strconv.Itoa(n) + "s2091:" + a + strconv.Itoa(n) + "s2094:" + a + strconv.Itoa(n) + "s2097:" + a + strconv.Itoa(n) + "s2100:" + a + strconv.Itoa(n) + "s2103:" + a + strconv.Itoa(n) + "s2106:" + a + strconv.Itoa(n) + "s2109:" + a + strconv.Itoa(n) + "s2112:" + a + strconv.Itoa(n) + "s2115:" + a + strconv.Itoa(n) + "s2118:" + a + strconv.Itoa(n) + "s2121:" + a + strconv.Itoa(n) + "s2124:" + a + strconv.Itoa(n) + "s2127:" + a + strconv.Itoa(n) + "s2130:" + a + strconv.Itoa(n) + "s2133:" + a + strconv.Itoa(n) + "s2136:" + a + strconv.Itoa(n) + "s2139:" + a + strconv.Itoa(n) + "s2142:" + a + strconv.Itoa(n) + "s2145:" + a + strconv.Itoa(n) + "s2148:" + a + strconv.Itoa(n) + "s2151:" + a + strconv.Itoa(n) + "s2154:" + a + strconv.Itoa(n) + "s2157:" + a + strconv.Itoa(n) + "s2160:" + a + strconv.Itoa(n) + "s2163:" + a + strconv.Itoa(n) + "s2166:" + a + strconv.Itoa(n) + "s2169:" + a + strconv.Itoa(n) + "s2172:" + a + strconv.Itoa(n) + "s2175:" + a + strconv.Itoa(n) + "s2178:" + a + strconv.Itoa(n) + "s2181:" + a + strconv.Itoa(n) + "s2184:" + a + strconv.Itoa(n) + "s2187:" + a + strconv.Itoa(n) + "s2190:" + a + strconv.Itoa(n) + "s2193:" + a + strconv.Itoa(n) + "s2196:" + a + strconv.Itoa(n) + "s2199:" + a + strconv.Itoa(n) + "s2202:" + a + strconv.Itoa(n) + "s2205:" + a + strconv.Itoa(n) + "s2208:" + a + strconv.Itoa(n) + "s2211:" + a + strconv.Itoa(n) + "s2214:" + a + strconv.Itoa(n) + "s2217:" + a + strconv.Itoa(n) + "s2220:" + a + strconv.Itoa(n) + "s2223:" + a + strconv.Itoa(n) + "s2226:" + a + strconv.Itoa(n) + "s2229:" + a + strconv.Itoa(n) + "s2232:" + a + strconv.Itoa(n) + "s2235:" + a + strconv.Itoa(n) + "s2238:" + a + strconv.Itoa(n) + "s2241:" + a + strconv.Itoa(n) + "s2244:" + a + strconv.Itoa(n) + "s2247:" + a + strconv.Itoa(n) + "s2250:" + a + strconv.Itoa(n) + "s2253:" + a + strconv.Itoa(n) + "s2256:" + a + strconv.Itoa(n) + "s2259:" + a + strconv.Itoa(n) + "s2262:" + a + strconv.Itoa(n) + "s2265:" + a + strconv.Itoa(n) + "s2268:" + a + strconv.Itoa(n) + "s2271:" + a + strconv.Itoa(n) + "s2274:" + a + strconv.Itoa(n) + "s2277:" + a + strconv.Itoa(n) + "s2280:" + a + strconv.Itoa(n) + "s2283:" + a + strconv.Itoa(n) + "s2286:" + a + strconv.Itoa(n) + "s2289:" + a + strconv.Itoa(n) + "s2292:" + a + strconv.Itoa(n) + "s2295:" + a + strconv.Itoa(n) + "s2298:" + a + strconv.Itoa(n) + "s2301:" + a + strconv.Itoa(n) + "s2304:" + a + strconv.Itoa(n) + "s2307:" + a + strconv.Itoa(n) + "s2310:" + a + strconv.Itoa(n) + "s2313:" + a + strconv.Itoa(n) + "s2316:" + a + strconv.Itoa(n) + "s2319:" + a + strconv.Itoa(n) + "s2322:" + a + strconv.Itoa(n) + "s2325:" + a + strconv.Itoa(n) + "s2328:" + a + strconv.Itoa(n) + "s2331:" + a + strconv.Itoa(n) + "s2334:" + a + strconv.Itoa(n) + "s2337:" + a + strconv.Itoa(n) + "s2340:" + a + strconv.Itoa(n) + "s2343:" + a + strconv.Itoa(n) + "s2346:" + a + strconv.Itoa(n) + "s2349:" + a + strconv.Itoa(n) + "s2352:" + a + strconv.Itoa(n) + "s2355:" + a + strconv.Itoa(n) + "s2358:" + a + strconv.Itoa(n) + "s2361:" + a + strconv.Itoa(n) + "s2364:" + a + strconv.Itoa(n) + "s2367:" + a + strconv.Itoa(n) + "s2370:" + a + strconv.Itoa(n) + "s2373:" + a + strconv.Itoa(n) + "s2376:" + a + strconv.Itoa(n) + "s2379:" + a + strconv.Itoa(n) + "s2382:" + a + strconv.Itoa(n) + "s2385:" + a + strconv.Itoa(n) + "s2388:" + a + strconv.Itoa(n) + "s2391:" + a + strconv.Itoa(n) + "s2394:" + a + strconv.Itoa(n) + "s2397:" + a + strconv.Itoa(n) + "s2400:" + a + strconv.Itoa(n) + "s2403:" + a + strconv.Itoa(n) + "s2406:" + a + strconv.Itoa(n) + "s2409:" + a + strconv.Itoa(n) + "s2412:" + a + strconv.Itoa(n) + "s2415:" + a + strconv.Itoa(n) + "s2418:" + a + strconv.Itoa(n) + "s2421:" + a + strconv.Itoa(n) + "s2424:" + a + strconv.Itoa(n) + "s2427:" + a + strconv.Itoa(n) + "s2430:" + a + strconv.Itoa(n) + "s2433:" + a + strconv.Itoa(n) + "s2436:" + a + strconv.Itoa(n) + "s2439:" + a + strconv.Itoa(n) + "s2442:" + a + strconv.Itoa(n) + "s2445:" + a + strconv.Itoa(n) + "s2448:" + a + strconv.Itoa(n) + "s2451:" + a + strconv.Itoa(n) + "s2454:" + a + strconv.Itoa(n) + "s2457:" + a + strconv.Itoa(n) + "s2460:" + a + strconv.Itoa(n) + "s2463:" + a + strconv.Itoa(n) + "s2466:" + a + strconv.Itoa(n) + "s2469:" + a + strconv.Itoa(n) + "s2472:" + a + strconv.Itoa(n) + "s2475:" + a + strconv.Itoa(n) + "s2478:" + a + strconv.Itoa(n) + "s2481:" + a + strconv.Itoa(n) + "s2484:" + a + strconv.Itoa(n) + "s2487:" + a + strconv.Itoa(n) + "s2490:" + a + strconv.Itoa(n) + "s2493:" + a + strconv.Itoa(n) + "s2496:" + a + strconv.Itoa(n) + "s2499:" + a + strconv.Itoa(n) + "s2502:" + a + strconv.Itoa(n) + "s2505:" + a + strconv.Itoa(n) + "s2508:" + a + strconv.Itoa(n) + "s2511:" + a + strconv.Itoa(n) + "s2514:" + a + strconv.Itoa(n) + "s2517:" + a + strconv.Itoa(n) + "s2520:" + a + strconv.Itoa(n) + "s2523:" + a + strconv.Itoa(n) + "s2526:" + a + strconv.Itoa(n) + "s2529:" + a + strconv.Itoa(n) + "s2532:" + a + strconv.Itoa(n) + "s2535:" + a + strconv.Itoa(n) + "s2538:" + a + strconv.Itoa(n) + "s2541:" + a + strconv.Itoa(n) + "s2544:" + a + strconv.Itoa(n) + "s2547:" + a + strconv.Itoa(n) + "s2550:" + a + strconv.Itoa(n) + "s2553:" + a + strconv.Itoa(n) + "s2556:" + a + strconv.Itoa(n) + "s2559:" + a + strconv.Itoa(n) + "s2562:" + a + strconv.Itoa(n) + "s2565:" + a + strconv.Itoa(n) + "s2568:" + a + strconv.Itoa(n) + "s2571:" + a + strconv.Itoa(n) + "s2574:" + a + strconv.Itoa(n) + "s2577:" + a + strconv.Itoa(n) + "s2580:" + a + strconv.Itoa(n) + "s2583:" + a + strconv.Itoa(n) + "s2586:" + a + strconv.Itoa(n) + "s2589:" + a + strconv.Itoa(n) + "s2592:" + a + strconv.Itoa(n) + "s2595:" + a + strconv.Itoa(n) + "s2598:" + a + strconv.Itoa(n) + "s2601:" + a + strconv.Itoa(n) + "s2604:" + a + strconv.Itoa(n) + "s2607:" + a + strconv.Itoa(n) + "s2610:" + a + strconv.Itoa(n) + "s2613:" + a + strconv.Itoa(n) + "s2616:" + a + strconv.Itoa(n) + "s2619:" + a + strconv.Itoa(n) + "s2622:" + a + strconv.Itoa(n) + "s2625:" + a + strconv.Itoa(n) + "s2628:" + a + strconv.Itoa(n) + "s2631:" + a + strconv.Itoa(n) + "s2634:" + a + strconv.Itoa(n) + "s2637:" + a + strconv.Itoa(n) + "s2640:" + a + strconv.Itoa(n) + "s2643:" + a + strconv.Itoa(n) + "s2646:" + a + strconv.Itoa(n) + "s2649:" + a + strconv.Itoa(n) + "s2652:" + a + strconv.Itoa(n) + "s2655:" + a + strconv.Itoa(n) + "s2658:" + a + strconv.Itoa(n) + "s2661:" + a + strconv.Itoa(n) + "s2664:" + a + strconv.Itoa(n) + "s2667:" + a + strconv.Itoa(n) + "s2670:" + a + strconv.Itoa(n) + "s2673:" + a + strconv.Itoa(n) + "s2676:" + a + strconv.Itoa(n) + "s2679:" + a + strconv.Itoa(n) + "s2682:" + a + strconv.Itoa(n) + "s2685:" + a + strconv.Itoa(n) + "s2688:" + a + strconv.Itoa(n) + "s2691:" + a + strconv.Itoa(n) + "s2694:" + a + strconv.Itoa(n) + "s2697:" + a + strconv.Itoa(n) + "s2700:" + a + strconv.Itoa(n) + "s2703:" + a + strconv.Itoa(n) + "s2706:" + a + strconv.Itoa(n) + "s2709:" + a + strconv.Itoa(n) + "s2712:" + a + strconv.Itoa(n) + "s2715:" + a + strconv.Itoa(n) + "s2718:" + a + strconv.Itoa(n) + "s2721:" + a + strconv.Itoa(n) + "s2724:" + a + strconv.Itoa(n) + "s2727:" + a + strconv.Itoa(n) + "s2730:" + a + strconv.Itoa(n) + "s2733:" + a + strconv.Itoa(n) + "s2736:" + a + strconv.Itoa(n) + "s2739:" + a + strconv.Itoa(n) + "s2742:" + a + strconv.Itoa(n) + "s2745:" + a + strconv.Itoa(n) + "s2748:" + a + strconv.Itoa(n) + "s2751:" + a + strconv.Itoa(n) + "s2754:" + a + strconv.Itoa(n) + "s2757:" + a + strconv.Itoa(n) + "s2760:" + a + strconv.Itoa(n) + "s2763:" + a + strconv.Itoa(n) + "s2766:" + a + strconv.Itoa(n) + "s2769:" + a + strconv.Itoa(n) + "s2772:" + a + strconv.Itoa(n) + "s2775:" + a + strconv.Itoa(n) + "s2778:" + a + strconv.Itoa(n) + "s2781:" + a + strconv.Itoa(n) + "s2784:" + a + strconv.Itoa(n) + "s2787:" + a + strconv.Itoa(n) + "s2790:" + a + strconv.Itoa(n) + "s2793:" + a + strconv.Itoa(n) + "s2796:" + a + strconv.Itoa(n) + "s2799:" + a + strconv.Itoa(n) + "s2802:" + a + strconv.Itoa(n) + "s2805:" + a + strconv.Itoa(n) + "s2808:" + a + strconv.Itoa(n) + "s2811:" + a + strconv.Itoa(n) + "s2814:" + a + strconv.Itoa(n) + "s2817:" + a + strconv.Itoa(n) + "s2820:" + a + strconv.Itoa(n) + "s2823:" + a + strconv.Itoa(n) + "s2826:" + a + strconv.Itoa(n) + "s2829:" + a + strconv.Itoa(n) + "s2832:" + a + strconv.Itoa(n) + "s2835:" + a + strconv.Itoa(n) + "s2838:" + a + strconv.Itoa(n) + "s2841:" + a + strconv.Itoa(n) + "s2844:" + a + strconv.Itoa(n) + "s2847:" + a + strconv.Itoa(n) + "s2850:" + a + strconv.Itoa(n) + "s2853:" + a + strconv.Itoa(n) + "s2856:" + a + strconv.Itoa(n) + "s2859:" + a + strconv.Itoa(n) + "s2862:" + a + strconv.Itoa(n) + "s2865:" + a + strconv.Itoa(n) + "s2868:" + a + strconv.Itoa(n) + "s2871:" + a + strconv.Itoa(n) + "s2874:" + a + strconv.Itoa(n) + "s2877:" + a + strconv.Itoa(n) + "s2880:" + a + strconv.Itoa(n) + "s2883:" + a + strconv.Itoa(n) + "s2886:" + a + strconv.Itoa(n) + "s2889:" + a + strconv.Itoa(n) + "s2892:" + a + strconv.Itoa(n) + "s2895:" + a + strconv.Itoa(n) + "s2898:" + a + strconv.Itoa(n) + "s2901:" + a + strconv.Itoa(n) + "s2904:" + a + strconv.Itoa(n) + "s2907:" + a + strconv.Itoa(n) + "s2910:" + a + strconv.Itoa(n) + "s2913:" + a + strconv.Itoa(n) + "s2916:" + a + strconv.Itoa(n) + "s2919:" + a + strconv.Itoa(n) + "s2922:" + a + strconv.Itoa(n) + "s2925:" + a + strconv.Itoa(n) + "s2928:" + a + strconv.Itoa(n) + "s2931:" + a + strconv.Itoa(n) + "s2934:" + a + strconv.Itoa(n) + "s2937:" + a + strconv.Itoa(n) + "s2940:" + a + strconv.Itoa(n) + "s2943:" + a + strconv.Itoa(n) + "s2946:" + a + strconv.Itoa(n) + "s2949:" + a + strconv.Itoa(n) + "s2952:" + a + strconv.Itoa(n) + "s2955:" + a + strconv.Itoa(n) + "s2958:" + a + strconv.Itoa(n) + "s2961:" + a + strconv.Itoa(n) + "s2964:" + a + strconv.Itoa(n) + "s2967:" + a + strconv.Itoa(n) + "s2970:" + a + strconv.Itoa(n) + "s2973:" + a + strconv.Itoa(n) + "s2976:" + a + strconv.Itoa(n) + "s2979:" + a + strconv.Itoa(n) + "s2982:" + a + strconv.Itoa(n) + "s2985:" + a + strconv.Itoa(n) + "s2988:" + a + strconv.Itoa(n) + "s2991:" + a + strconv.Itoa(n) + "s2994:" + a + strconv.Itoa(n) + "s2997:" + a + strconv.Itoa(n)
	rdb.Get(ctx, k)
	rdb.Get(ctx, "Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:"+"Const:")
	rdb.Get(ctx, fmt.Sprintf("%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d:%d", n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n))
	rdb.Get(ctx, fmt.Sprintf("%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s:%s", a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a))
}

func branches(ctx context.Context, rdb *redis.Client, flags []bool) {
	k := "Branch"
	if flags[0] {
		k += ":a0"
	} else {
		k += ":b0"
	}
	if flags[1] {
		k += ":a1"
	} else {
		k += ":b1"
	}
	if flags[2] {
		k += ":a2"
	} else {
		k += ":b2"
	}
	if flags[3] {
		k += ":a3"
	} else {
		k += ":b3"
	}
	if flags[4] {
		k += ":a4"
	} else {
		k += ":b4"
	}
	if flags[5] {
		k += ":a5"
	} else {
		k += ":b5"
	}
	if flags[6] {
		k += ":a6"
	} else {
		k += ":b6"
	}
	if flags[7] {
		k += ":a7"
	} else {
		k += ":b7"
	}
	if flags[8] {
		k += ":a8"
	} else {
		k += ":b8"
	}
	if flags[9] {
		k += ":a9"
	} else {
		k += ":b9"
	}
	if flags[10] {
		k += ":a10"
	} else {
		k += ":b10"
	}
	if flags[11] {
		k += ":a11"
	} else {
		k += ":b11"
	}
	if flags[12] {
		k += ":a12"
	} else {
		k += ":b12"
	}
	if flags[13] {
		k += ":a13"
	} else {
		k += ":b13"
	}
	if flags[14] {
		k += ":a14"
	} else {
		k += ":b14"
	}
	if flags[15] {
		k += ":a15"
	} else {
		k += ":b15"
	}
	if flags[16] {
		k += ":a16"
	} else {
		k += ":b16"
	}
	if flags[17] {
		k += ":a17"
	} else {
		k += ":b17"
	}
	if flags[18] {
		k += ":a18"
	} else {
		k += ":b18"
	}
	if flags[19] {
		k += ":a19"
	} else {
		k += ":b19"
	}
	if flags[20] {
		k += ":a20"
	} else {
		k += ":b20"
	}
	if flags[21] {
		k += ":a21"
	} else {
		k += ":b21"
	}
	if flags[22] {
		k += ":a22"
	} else {
		k += ":b22"
	}
	if flags[23] {
		k += ":a23"
	} else {
		k += ":b23"
	}
	if flags[24] {
		k += ":a24"
	} else {
		k += ":b24"
	}
	if flags[25] {
		k += ":a25"
	} else {
		k += ":b25"
	}
	if flags[26] {
		k += ":a26"
	} else {
		k += ":b26"
	}
	if flags[27] {
		k += ":a27"
	} else {
		k += ":b27"
	}
	if flags[28] {
		k += ":a28"
	} else {
		k += ":b28"
	}
	if flags[29] {
		k += ":a29"
	} else {
		k += ":b29"
	}
	if flags[30] {
		k += ":a30"
	} else {
		k += ":b30"
	}
	if flags[31] {
		k += ":a31"
	} else {
		k += ":b31"
	}
	if flags[32] {
		k += ":a32"
	} else {
		k += ":b32"
	}
	if flags[33] {
		k += ":a33"
	} else {
		k += ":b33"
	}
	if flags[34] {
		k += ":a34"
	} else {
		k += ":b34"
	}
	if flags[35] {
		k += ":a35"
	} else {
		k += ":b35"
	}
	if flags[36] {
		k += ":a36"
	} else {
		k += ":b36"
	}
	if flags[37] {
		k += ":a37"
	} else {
		k += ":b37"
	}
	if flags[38] {
		k += ":a38"
	} else {
		k += ":b38"
	}
	if flags[39] {
		k += ":a39"
	} else {
		k += ":b39"
	}
	rdb.Get(ctx, k)
	rdb.Set(ctx, k, 1, 0)
	rdb.Del(ctx, k, k+":x")
}

func doubling(ctx context.Context, rdb *redis.Client, flags []bool) {
	k := "d"
	if flags[0] {
		k = k + ":" + k
	} else {
		k = "r0:" + k
	}
	if flags[1] {
		k = k + ":" + k
	} else {
		k = "r1:" + k
	}
	if flags[2] {
		k = k + ":" + k
	} else {
		k = "r2:" + k
	}
	if flags[3] {
		k = k + ":" + k
	} else {
		k = "r3:" + k
	}
	if flags[4] {
		k = k + ":" + k
	} else {
		k = "r4:" + k
	}
	if flags[5] {
		k = k + ":" + k
	} else {
		k = "r5:" + k
	}
	if flags[6] {
		k = k + ":" + k
	} else {
		k = "r6:" + k
	}
	if flags[7] {
		k = k + ":" + k
	} else {
		k = "r7:" + k
	}
	if flags[8] {
		k = k + ":" + k
	} else {
		k = "r8:" + k
	}
	if flags[9] {
		k = k + ":" + k
	} else {
		k = "r9:" + k
	}
	if flags[10] {
		k = k + ":" + k
	} else {
		k = "r10:" + k
	}
	if flags[11] {
		k = k + ":" + k
	} else {
		k = "r11:" + k
	}
	if flags[12] {
		k = k + ":" + k
	} else {
		k = "r12:" + k
	}
	if flags[13] {
		k = k + ":" + k
	} else {
		k = "r13:" + k
	}
	if flags[14] {
		k = k + ":" + k
	} else {
		k = "r14:" + k
	}
	if flags[15] {
		k = k + ":" + k
	} else {
		k = "r15:" + k
	}
	if flags[16] {
		k = k + ":" + k
	} else {
		k = "r16:" + k
	}
	if flags[17] {
		k = k + ":" + k
	} else {
		k = "r17:" + k
	}
	if flags[18] {
		k = k + ":" + k
	} else {
		k = "r18:" + k
	}
	if flags[19] {
		k = k + ":" + k
	} else {
		k = "r19:" + k
	}
	if flags[20] {
		k = k + ":" + k
	} else {
		k = "r20:" + k
	}
	if flags[21] {
		k = k + ":" + k
	} else {
		k = "r21:" + k
	}
	if flags[22] {
		k = k + ":" + k
	} else {
		k = "r22:" + k
	}
	if flags[23] {
		k = k + ":" + k
	} else {
		k = "r23:" + k
	}
	if flags[24] {
		k = k + ":" + k
	} else {
		k = "r24:" + k
	}
	if flags[25] {
		k = k + ":" + k
	} else {
		k = "r25:" + k
	}
	if flags[26] {
		k = k + ":" + k
	} else {
		k = "r26:" + k
	}
	if flags[27] {
		k = k + ":" + k
	} else {
		k = "r27:" + k
	}
	if flags[28] {
		k = k + ":" + k
	} else {
		k = "r28:" + k
	}
	if flags[29] {
		k = k + ":" + k
	} else {
		k = "r29:" + k
	}
	rdb.Get(ctx, k)
}

func bigSwitch(ctx context.Context, rdb *redis.Client, n int) {
	var k string
	switch n {
	case 0:
		k = "Case0:key"
	case 1:
		k = "Case1:key"
	case 2:
		k = "Case2:key"
	case 3:
		k = "Case3:key"
	case 4:
		k = "Case4:key"
	case 5:
		k = "Case5:key"
	case 6:
		k = "Case6:key"
	case 7:
		k = "Case7:key"
	case 8:
		k = "Case8:key"
	case 9:
		k = "Case9:key"
	case 10:
		k = "Case10:key"
	case 11:
		k = "Case11:key"
	case 12:
		k = "Case12:key"
	case 13:
		k = "Case13:key"
	case 14:
		k = "Case14:key"
	case 15:
		k = "Case15:key"
	case 16:
		k = "Case16:key"
	case 17:
		k = "Case17:key"
	case 18:
		k = "Case18:key"
	case 19:
		k = "Case19:key"
	case 20:
		k = "Case20:key"
	case 21:
		k = "Case21:key"
	case 22:
		k = "Case22:key"
	case 23:
		k = "Case23:key"
	case 24:
		k = "Case24:key"
	case 25:
		k = "Case25:key"
	case 26:
		k = "Case26:key"
	case 27:
		k = "Case27:key"
	case 28:
		k = "Case28:key"
	case 29:
		k = "Case29:key"
	case 30:
		k = "Case30:key"
	case 31:
		k = "Case31:key"
	case 32:
		k = "Case32:key"
	case 33:
		k = "Case33:key"
	case 34:
		k = "Case34:key"
	case 35:
		k = "Case35:key"
	case 36:
		k = "Case36:key"
	case 37:
		k = "Case37:key"
	case 38:
		k = "Case38:key"
	case 39:
		k = "Case39:key"
	case 40:
		k = "Case40:key"
	case 41:
		k = "Case41:key"
	case 42:
		k = "Case42:key"
	case 43:
		k = "Case43:key"
	case 44:
		k = "Case44:key"
	case 45:
		k = "Case45:key"
	case 46:
		k = "Case46:key"
	case 47:
		k = "Case47:key"
	case 48:
		k = "Case48:key"
	case 49:
		k = "Case49:key"
	case 50:
		k = "Case50:key"
	case 51:
		k = "Case51:key"
	case 52:
		k = "Case52:key"
	case 53:
		k = "Case53:key"
	case 54:
		k = "Case54:key"
	case 55:
		k = "Case55:key"
	case 56:
		k = "Case56:key"
	case 57:
		k = "Case57:key"
	case 58:
		k = "Case58:key"
	case 59:
		k = "Case59:key"
	case 60:
		k = "Case60:key"
	case 61:
		k = "Case61:key"
	case 62:
		k = "Case62:key"
	case 63:
		k = "Case63:key"
	case 64:
		k = "Case64:key"
	case 65:
		k = "Case65:key"
	case 66:
		k = "Case66:key"
	case 67:
		k = "Case67:key"
	case 68:
		k = "Case68:key"
	case 69:
		k = "Case69:key"
	case 70:
		k = "Case70:key"
	case 71:
		k = "Case71:key"
	case 72:
		k = "Case72:key"
	case 73:
		k = "Case73:key"
	case 74:
		k = "Case74:key"
	case 75:
		k = "Case75:key"
	case 76:
		k = "Case76:key"
	case 77:
		k = "Case77:key"
	case 78:
		k = "Case78:key"
	case 79:
		k = "Case79:key"
	case 80:
		k = "Case80:key"
	case 81:
		k = "Case81:key"
	case 82:
		k = "Case82:key"
	case 83:
		k = "Case83:key"
	case 84:
		k = "Case84:key"
	case 85:
		k = "Case85:key"
	case 86:
		k = "Case86:key"
	case 87:
		k = "Case87:key"
	case 88:
		k = "Case88:key"
	case 89:
		k = "Case89:key"
	case 90:
		k = "Case90:key"
	case 91:
		k = "Case91:key"
	case 92:
		k = "Case92:key"
	case 93:
		k = "Case93:key"
	case 94:
		k = "Case94:key"
	case 95:
		k = "Case95:key"
	case 96:
		k = "Case96:key"
	case 97:
		k = "Case97:key"
	case 98:
		k = "Case98:key"
	case 99:
		k = "Case99:key"
	case 100:
		k = "Case100:key"
	case 101:
		k = "Case101:key"
	case 102:
		k = "Case102:key"
	case 103:
		k = "Case103:key"
	case 104:
		k = "Case104:key"
	case 105:
		k = "Case105:key"
	case 106:
		k = "Case106:key"
	case 107:
		k = "Case107:key"
	case 108:
		k = "Case108:key"
	case 109:
		k = "Case109:key"
	case 110:
		k = "Case110:key"
	case 111:
		k = "Case111:key"
	case 112:
		k = "Case112:key"
	case 113:
		k = "Case113:key"
	case 114:
		k = "Case114:key"
	case 115:
		k = "Case115:key"
	case 116:
		k = "Case116:key"
	case 117:
		k = "Case117:key"
	case 118:
		k = "Case118:key"
	case 119:
		k = "Case119:key"
	case 120:
		k = "Case120:key"
	case 121:
		k = "Case121:key"
	case 122:
		k = "Case122:key"
	case 123:
		k = "Case123:key"
	case 124:
		k = "Case124:key"
	case 125:
		k = "Case125:key"
	case 126:
		k = "Case126:key"
	case 127:
		k = "Case127:key"
	case 128:
		k = "Case128:key"
	case 129:
		k = "Case129:key"
	case 130:
		k = "Case130:key"
	case 131:
		k = "Case131:key"
	case 132:
		k = "Case132:key"
	case 133:
		k = "Case133:key"
	case 134:
		k = "Case134:key"
	case 135:
		k = "Case135:key"
	case 136:
		k = "Case136:key"
	case 137:
		k = "Case137:key"
	case 138:
		k = "Case138:key"
	case 139:
		k = "Case139:key"
	case 140:
		k = "Case140:key"
	case 141:
		k = "Case141:key"
	case 142:
		k = "Case142:key"
	case 143:
		k = "Case143:key"
	case 144:
		k = "Case144:key"
	case 145:
		k = "Case145:key"
	case 146:
		k = "Case146:key"
	case 147:
		k = "Case147:key"
	case 148:
		k = "Case148:key"
	case 149:
		k = "Case149:key"
	case 150:
		k = "Case150:key"
	case 151:
		k = "Case151:key"
	case 152:
		k = "Case152:key"
	case 153:
		k = "Case153:key"
	case 154:
		k = "Case154:key"
	case 155:
		k = "Case155:key"
	case 156:
		k = "Case156:key"
	case 157:
		k = "Case157:key"
	case 158:
		k = "Case158:key"
	case 159:
		k = "Case159:key"
	case 160:
		k = "Case160:key"
	case 161:
		k = "Case161:key"
	case 162:
		k = "Case162:key"
	case 163:
		k = "Case163:key"
	case 164:
		k = "Case164:key"
	case 165:
		k = "Case165:key"
	case 166:
		k = "Case166:key"
	case 167:
		k = "Case167:key"
	case 168:
		k = "Case168:key"
	case 169:
		k = "Case169:key"
	case 170:
		k = "Case170:key"
	case 171:
		k = "Case171:key"
	case 172:
		k = "Case172:key"
	case 173:
		k = "Case173:key"
	case 174:
		k = "Case174:key"
	case 175:
		k = "Case175:key"
	case 176:
		k = "Case176:key"
	case 177:
		k = "Case177:key"
	case 178:
		k = "Case178:key"
	case 179:
		k = "Case179:key"
	case 180:
		k = "Case180:key"
	case 181:
		k = "Case181:key"
	case 182:
		k = "Case182:key"
	case 183:
		k = "Case183:key"
	case 184:
		k = "Case184:key"
	case 185:
		k = "Case185:key"
	case 186:
		k = "Case186:key"
	case 187:
		k = "Case187:key"
	case 188:
		k = "Case188:key"
	case 189:
		k = "Case189:key"
	case 190:
		k = "Case190:key"
	case 191:
		k = "Case191:key"
	case 192:
		k = "Case192:key"
	case 193:
		k = "Case193:key"
	case 194:
		k = "Case194:key"
	case 195:
		k = "Case195:key"
	case 196:
		k = "Case196:key"
	case 197:
		k = "Case197:key"
	case 198:
		k = "Case198:key"
	case 199:
		k = "Case199:key"
	case 200:
		k = "Case200:key"
	case 201:
		k = "Case201:key"
	case 202:
		k = "Case202:key"
	case 203:
		k = "Case203:key"
	case 204:
		k = "Case204:key"
	case 205:
		k = "Case205:key"
	case 206:
		k = "Case206:key"
	case 207:
		k = "Case207:key"
	case 208:
		k = "Case208:key"
	case 209:
		k = "Case209:key"
	case 210:
		k = "Case210:key"
	case 211:
		k = "Case211:key"
	case 212:
		k = "Case212:key"
	case 213:
		k = "Case213:key"
	case 214:
		k = "Case214:key"
	case 215:
		k = "Case215:key"
	case 216:
		k = "Case216:key"
	case 217:
		k = "Case217:key"
	case 218:
		k = "Case218:key"
	case 219:
		k = "Case219:key"
	case 220:
		k = "Case220:key"
	case 221:
		k = "Case221:key"
	case 222:
		k = "Case222:key"
	case 223:
		k = "Case223:key"
	case 224:
		k = "Case224:key"
	case 225:
		k = "Case225:key"
	case 226:
		k = "Case226:key"
	case 227:
		k = "Case227:key"
	case 228:
		k = "Case228:key"
	case 229:
		k = "Case229:key"
	case 230:
		k = "Case230:key"
	case 231:
		k = "Case231:key"
	case 232:
		k = "Case232:key"
	case 233:
		k = "Case233:key"
	case 234:
		k = "Case234:key"
	case 235:
		k = "Case235:key"
	case 236:
		k = "Case236:key"
	case 237:
		k = "Case237:key"
	case 238:
		k = "Case238:key"
	case 239:
		k = "Case239:key"
	case 240:
		k = "Case240:key"
	case 241:
		k = "Case241:key"
	case 242:
		k = "Case242:key"
	case 243:
		k = "Case243:key"
	case 244:
		k = "Case244:key"
	case 245:
		k = "Case245:key"
	case 246:
		k = "Case246:key"
	case 247:
		k = "Case247:key"
	case 248:
		k = "Case248:key"
	case 249:
		k = "Case249:key"
	case 250:
		k = "Case250:key"
	case 251:
		k = "Case251:key"
	case 252:
		k = "Case252:key"
	case 253:
		k = "Case253:key"
	case 254:
		k = "Case254:key"
	case 255:
		k = "Case255:key"
	case 256:
		k = "Case256:key"
	case 257:
		k = "Case257:key"
	case 258:
		k = "Case258:key"
	case 259:
		k = "Case259:key"
	case 260:
		k = "Case260:key"
	case 261:
		k = "Case261:key"
	case 262:
		k = "Case262:key"
	case 263:
		k = "Case263:key"
	case 264:
		k = "Case264:key"
	case 265:
		k = "Case265:key"
	case 266:
		k = "Case266:key"
	case 267:
		k = "Case267:key"
	case 268:
		k = "Case268:key"
	case 269:
		k = "Case269:key"
	case 270:
		k = "Case270:key"
	case 271:
		k = "Case271:key"
	case 272:
		k = "Case272:key"
	case 273:
		k = "Case273:key"
	case 274:
		k = "Case274:key"
	case 275:
		k = "Case275:key"
	case 276:
		k = "Case276:key"
	case 277:
		k = "Case277:key"
	case 278:
		k = "Case278:key"
	case 279:
		k = "Case279:key"
	case 280:
		k = "Case280:key"
	case 281:
		k = "Case281:key"
	case 282:
		k = "Case282:key"
	case 283:
		k = "Case283:key"
	case 284:
		k = "Case284:key"
	case 285:
		k = "Case285:key"
	case 286:
		k = "Case286:key"
	case 287:
		k = "Case287:key"
	case 288:
		k = "Case288:key"
	case 289:
		k = "Case289:key"
	case 290:
		k = "Case290:key"
	case 291:
		k = "Case291:key"
	case 292:
		k = "Case292:key"
	case 293:
		k = "Case293:key"
	case 294:
		k = "Case294:key"
	case 295:
		k = "Case295:key"
	case 296:
		k = "Case296:key"
	case 297:
		k = "Case297:key"
	case 298:
		k = "Case298:key"
	case 299:
		k = "Case299:key"
	case 300:
		k = "Case300:key"
	case 301:
		k = "Case301:key"
	case 302:
		k = "Case302:key"
	case 303:
		k = "Case303:key"
	case 304:
		k = "Case304:key"
	case 305:
		k = "Case305:key"
	case 306:
		k = "Case306:key"
	case 307:
		k = "Case307:key"
	case 308:
		k = "Case308:key"
	case 309:
		k = "Case309:key"
	case 310:
		k = "Case310:key"
	case 311:
		k = "Case311:key"
	case 312:
		k = "Case312:key"
	case 313:
		k = "Case313:key"
	case 314:
		k = "Case314:key"
	case 315:
		k = "Case315:key"
	case 316:
		k = "Case316:key"
	case 317:
		k = "Case317:key"
	case 318:
		k = "Case318:key"
	case 319:
		k = "Case319:key"
	case 320:
		k = "Case320:key"
	case 321:
		k = "Case321:key"
	case 322:
		k = "Case322:key"
	case 323:
		k = "Case323:key"
	case 324:
		k = "Case324:key"
	case 325:
		k = "Case325:key"
	case 326:
		k = "Case326:key"
	case 327:
		k = "Case327:key"
	case 328:
		k = "Case328:key"
	case 329:
		k = "Case329:key"
	case 330:
		k = "Case330:key"
	case 331:
		k = "Case331:key"
	case 332:
		k = "Case332:key"
	case 333:
		k = "Case333:key"
	case 334:
		k = "Case334:key"
	case 335:
		k = "Case335:key"
	case 336:
		k = "Case336:key"
	case 337:
		k = "Case337:key"
	case 338:
		k = "Case338:key"
	case 339:
		k = "Case339:key"
	case 340:
		k = "Case340:key"
	case 341:
		k = "Case341:key"
	case 342:
		k = "Case342:key"
	case 343:
		k = "Case343:key"
	case 344:
		k = "Case344:key"
	case 345:
		k = "Case345:key"
	case 346:
		k = "Case346:key"
	case 347:
		k = "Case347:key"
	case 348:
		k = "Case348:key"
	case 349:
		k = "Case349:key"
	case 350:
		k = "Case350:key"
	case 351:
		k = "Case351:key"
	case 352:
		k = "Case352:key"
	case 353:
		k = "Case353:key"
	case 354:
		k = "Case354:key"
	case 355:
		k = "Case355:key"
	case 356:
		k = "Case356:key"
	case 357:
		k = "Case357:key"
	case 358:
		k = "Case358:key"
	case 359:
		k = "Case359:key"
	case 360:
		k = "Case360:key"
	case 361:
		k = "Case361:key"
	case 362:
		k = "Case362:key"
	case 363:
		k = "Case363:key"
	case 364:
		k = "Case364:key"
	case 365:
		k = "Case365:key"
	case 366:
		k = "Case366:key"
	case 367:
		k = "Case367:key"
	case 368:
		k = "Case368:key"
	case 369:
		k = "Case369:key"
	case 370:
		k = "Case370:key"
	case 371:
		k = "Case371:key"
	case 372:
		k = "Case372:key"
	case 373:
		k = "Case373:key"
	case 374:
		k = "Case374:key"
	case 375:
		k = "Case375:key"
	case 376:
		k = "Case376:key"
	case 377:
		k = "Case377:key"
	case 378:
		k = "Case378:key"
	case 379:
		k = "Case379:key"
	case 380:
		k = "Case380:key"
	case 381:
		k = "Case381:key"
	case 382:
		k = "Case382:key"
	case 383:
		k = "Case383:key"
	case 384:
		k = "Case384:key"
	case 385:
		k = "Case385:key"
	case 386:
		k = "Case386:key"
	case 387:
		k = "Case387:key"
	case 388:
		k = "Case388:key"
	case 389:
		k = "Case389:key"
	case 390:
		k = "Case390:key"
	case 391:
		k = "Case391:key"
	case 392:
		k = "Case392:key"
	case 393:
		k = "Case393:key"
	case 394:
		k = "Case394:key"
	case 395:
		k = "Case395:key"
	case 396:
		k = "Case396:key"
	case 397:
		k = "Case397:key"
	case 398:
		k = "Case398:key"
	case 399:
		k = "Case399:key"
	}
	rdb.Get(ctx, k)
	rdb.MGet(ctx, k, k+":2", "x:"+k)
}

// nestedLoops extends the key at every level of its loops; deeper
// nesting is in package _blowup.
func nestedLoops(ctx context.Context, rdb *redis.Client, n int) {
	k := "Nest"
	for i0 := 0; i0 < n; i0++ {
		k += ":" + strconv.Itoa(i0)
		for i1 := 0; i1 < n; i1++ {
			k += ":" + strconv.Itoa(i1)
			for i2 := 0; i2 < n; i2++ {
				k += ":" + strconv.Itoa(i2)
				for i3 := 0; i3 < n; i3++ {
					k += ":" + strconv.Itoa(i3)
					rdb.Get(ctx, k)
				}
			}
		}
	}
	rdb.Get(ctx, k)
}

func product(ctx context.Context, rdb *redis.ClusterClient) {
	var keys []string
	ids := []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
	for _, x0 := range ids {
		for _, x1 := range ids {
			for _, x2 := range ids {
				for _, x3 := range ids {
					for _, x4 := range ids {
						for _, x5 := range ids {
							keys = append(keys, fmt.Sprintf("p:%d:%d:%d:%d:%d:%d", x0, x1, x2, x3, x4, x5))
						}
					}
				}
			}
		}
	}
	rdb.Del(ctx, keys...)
	rdb.MGet(ctx, keys...)
}

func selfAppend(ctx context.Context, rdb *redis.ClusterClient) {
	keys := []string{"a", "b"}
	keys = append(keys, keys...)
	keys = append(keys, keys...)
	keys = append(keys, keys...)
	keys = append(keys, keys...)
	keys = append(keys, keys...)
	keys = append(keys, keys...)
	keys = append(keys, keys...)
	keys = append(keys, keys...)
	keys = append(keys, keys...)
	keys = append(keys, keys...)
	keys = append(keys, keys...)
	keys = append(keys, keys...)
	keys = append(keys, keys...)
	keys = append(keys, keys...)
	keys = append(keys, keys...)
	keys = append(keys, keys...)
	keys = append(keys, keys...)
	keys = append(keys, keys...)
	keys = append(keys, keys...)
	keys = append(keys, keys...)
	keys = append(keys, keys...)
	keys = append(keys, keys...)
	keys = append(keys, keys...)
	keys = append(keys, keys...)
	keys = append(keys, keys...)
	rdb.Del(ctx, keys...)
}

func manyArgs(ctx context.Context, rdb *redis.ClusterClient) {
	rdb.Del(ctx, "k0:x", "k1:x", "k2:x", "k3:x", "k4:x", "k5:x", "k6:x", "k7:x", "k8:x", "k9:x", "k10:x", "k11:x", "k12:x", "k13:x", "k14:x", "k15:x", "k16:x", "k17:x", "k18:x", "k19:x", "k20:x", "k21:x", "k22:x", "k23:x", "k24:x", "k25:x", "k26:x", "k27:x", "k28:x", "k29:x", "k30:x", "k31:x", "k32:x", "k33:x", "k34:x", "k35:x", "k36:x", "k37:x", "k38:x", "k39:x", "k40:x", "k41:x", "k42:x", "k43:x", "k44:x", "k45:x", "k46:x", "k47:x", "k48:x", "k49:x", "k50:x", "k51:x", "k52:x", "k53:x", "k54:x", "k55:x", "k56:x", "k57:x", "k58:x", "k59:x", "k60:x", "k61:x", "k62:x", "k63:x", "k64:x", "k65:x", "k66:x", "k67:x", "k68:x", "k69:x", "k70:x", "k71:x", "k72:x", "k73:x", "k74:x", "k75:x", "k76:x", "k77:x", "k78:x", "k79:x", "k80:x", "k81:x", "k82:x", "k83:x", "k84:x", "k85:x", "k86:x", "k87:x", "k88:x", "k89:x", "k90:x", "k91:x", "k92:x", "k93:x", "k94:x", "k95:x", "k96:x", "k97:x", "k98:x", "k99:x", "k100:x", "k101:x", "k102:x", "k103:x", "k104:x", "k105:x", "k106:x", "k107:x", "k108:x", "k109:x", "k110:x", "k111:x", "k112:x", "k113:x", "k114:x", "k115:x", "k116:x", "k117:x", "k118:x", "k119:x", "k120:x", "k121:x", "k122:x", "k123:x", "k124:x", "k125:x", "k126:x", "k127:x", "k128:x", "k129:x", "k130:x", "k131:x", "k132:x", "k133:x", "k134:x", "k135:x", "k136:x", "k137:x", "k138:x", "k139:x", "k140:x", "k141:x", "k142:x", "k143:x", "k144:x", "k145:x", "k146:x", "k147:x", "k148:x", "k149:x", "k150:x", "k151:x", "k152:x", "k153:x", "k154:x", "k155:x", "k156:x", "k157:x", "k158:x", "k159:x", "k160:x", "k161:x", "k162:x", "k163:x", "k164:x", "k165:x", "k166:x", "k167:x", "k168:x", "k169:x", "k170:x", "k171:x", "k172:x", "k173:x", "k174:x", "k175:x", "k176:x", "k177:x", "k178:x", "k179:x", "k180:x", "k181:x", "k182:x", "k183:x", "k184:x", "k185:x", "k186:x", "k187:x", "k188:x", "k189:x", "k190:x", "k191:x", "k192:x", "k193:x", "k194:x", "k195:x", "k196:x", "k197:x", "k198:x", "k199:x", "k200:x", "k201:x", "k202:x", "k203:x", "k204:x", "k205:x", "k206:x", "k207:x", "k208:x", "k209:x", "k210:x", "k211:x", "k212:x", "k213:x", "k214:x", "k215:x", "k216:x", "k217:x", "k218:x", "k219:x", "k220:x", "k221:x", "k222:x", "k223:x", "k224:x", "k225:x", "k226:x", "k227:x", "k228:x", "k229:x", "k230:x", "k231:x", "k232:x", "k233:x", "k234:x", "k235:x", "k236:x", "k237:x", "k238:x", "k239:x", "k240:x", "k241:x", "k242:x", "k243:x", "k244:x", "k245:x", "k246:x", "k247:x", "k248:x", "k249:x", "k250:x", "k251:x", "k252:x", "k253:x", "k254:x", "k255:x", "k256:x", "k257:x", "k258:x", "k259:x", "k260:x", "k261:x", "k262:x", "k263:x", "k264:x", "k265:x", "k266:x", "k267:x", "k268:x", "k269:x", "k270:x", "k271:x", "k272:x", "k273:x", "k274:x", "k275:x", "k276:x", "k277:x", "k278:x", "k279:x", "k280:x", "k281:x", "k282:x", "k283:x", "k284:x", "k285:x", "k286:x", "k287:x", "k288:x", "k289:x", "k290:x", "k291:x", "k292:x", "k293:x", "k294:x", "k295:x", "k296:x", "k297:x", "k298:x", "k299:x", "k300:x", "k301:x", "k302:x", "k303:x", "k304:x", "k305:x", "k306:x", "k307:x", "k308:x", "k309:x", "k310:x", "k311:x", "k312:x", "k313:x", "k314:x", "k315:x", "k316:x", "k317:x", "k318:x", "k319:x", "k320:x", "k321:x", "k322:x", "k323:x", "k324:x", "k325:x", "k326:x", "k327:x", "k328:x", "k329:x", "k330:x", "k331:x", "k332:x", "k333:x", "k334:x", "k335:x", "k336:x", "k337:x", "k338:x", "k339:x", "k340:x", "k341:x", "k342:x", "k343:x", "k344:x", "k345:x", "k346:x", "k347:x", "k348:x", "k349:x", "k350:x", "k351:x", "k352:x", "k353:x", "k354:x", "k355:x", "k356:x", "k357:x", "k358:x", "k359:x", "k360:x", "k361:x", "k362:x", "k363:x", "k364:x", "k365:x", "k366:x", "k367:x", "k368:x", "k369:x", "k370:x", "k371:x", "k372:x", "k373:x", "k374:x", "k375:x", "k376:x", "k377:x", "k378:x", "k379:x", "k380:x", "k381:x", "k382:x", "k383:x", "k384:x", "k385:x", "k386:x", "k387:x", "k388:x", "k389:x", "k390:x", "k391:x", "k392:x", "k393:x", "k394:x", "k395:x", "k396:x", "k397:x", "k398:x", "k399:x", "k400:x", "k401:x", "k402:x", "k403:x", "k404:x", "k405:x", "k406:x", "k407:x", "k408:x", "k409:x", "k410:x", "k411:x", "k412:x", "k413:x", "k414:x", "k415:x", "k416:x", "k417:x", "k418:x", "k419:x", "k420:x", "k421:x", "k422:x", "k423:x", "k424:x", "k425:x", "k426:x", "k427:x", "k428:x", "k429:x", "k430:x", "k431:x", "k432:x", "k433:x", "k434:x", "k435:x", "k436:x", "k437:x", "k438:x", "k439:x", "k440:x", "k441:x", "k442:x", "k443:x", "k444:x", "k445:x", "k446:x", "k447:x", "k448:x", "k449:x", "k450:x", "k451:x", "k452:x", "k453:x", "k454:x", "k455:x", "k456:x", "k457:x", "k458:x", "k459:x", "k460:x", "k461:x", "k462:x", "k463:x", "k464:x", "k465:x", "k466:x", "k467:x", "k468:x", "k469:x", "k470:x", "k471:x", "k472:x", "k473:x", "k474:x", "k475:x", "k476:x", "k477:x", "k478:x", "k479:x", "k480:x", "k481:x", "k482:x", "k483:x", "k484:x", "k485:x", "k486:x", "k487:x", "k488:x", "k489:x", "k490:x", "k491:x", "k492:x", "k493:x", "k494:x", "k495:x", "k496:x", "k497:x", "k498:x", "k499:x", "k500:x", "k501:x", "k502:x", "k503:x", "k504:x", "k505:x", "k506:x", "k507:x", "k508:x", "k509:x", "k510:x", "k511:x", "k512:x", "k513:x", "k514:x", "k515:x", "k516:x", "k517:x", "k518:x", "k519:x", "k520:x", "k521:x", "k522:x", "k523:x", "k524:x", "k525:x", "k526:x", "k527:x", "k528:x", "k529:x", "k530:x", "k531:x", "k532:x", "k533:x", "k534:x", "k535:x", "k536:x", "k537:x", "k538:x", "k539:x", "k540:x", "k541:x", "k542:x", "k543:x", "k544:x", "k545:x", "k546:x", "k547:x", "k548:x", "k549:x", "k550:x", "k551:x", "k552:x", "k553:x", "k554:x", "k555:x", "k556:x", "k557:x", "k558:x", "k559:x", "k560:x", "k561:x", "k562:x", "k563:x", "k564:x", "k565:x", "k566:x", "k567:x", "k568:x", "k569:x", "k570:x", "k571:x", "k572:x", "k573:x", "k574:x", "k575:x", "k576:x", "k577:x", "k578:x", "k579:x", "k580:x", "k581:x", "k582:x", "k583:x", "k584:x", "k585:x", "k586:x", "k587:x", "k588:x", "k589:x", "k590:x", "k591:x", "k592:x", "k593:x", "k594:x", "k595:x", "k596:x", "k597:x", "k598:x", "k599:x", "k600:x", "k601:x", "k602:x", "k603:x", "k604:x", "k605:x", "k606:x", "k607:x", "k608:x", "k609:x", "k610:x", "k611:x", "k612:x", "k613:x", "k614:x", "k615:x", "k616:x", "k617:x", "k618:x", "k619:x", "k620:x", "k621:x", "k622:x", "k623:x", "k624:x", "k625:x", "k626:x", "k627:x", "k628:x", "k629:x", "k630:x", "k631:x", "k632:x", "k633:x", "k634:x", "k635:x", "k636:x", "k637:x", "k638:x", "k639:x", "k640:x", "k641:x", "k642:x", "k643:x", "k644:x", "k645:x", "k646:x", "k647:x", "k648:x", "k649:x", "k650:x", "k651:x", "k652:x", "k653:x", "k654:x", "k655:x", "k656:x", "k657:x", "k658:x", "k659:x", "k660:x", "k661:x", "k662:x", "k663:x", "k664:x", "k665:x", "k666:x", "k667:x", "k668:x", "k669:x", "k670:x", "k671:x", "k672:x", "k673:x", "k674:x", "k675:x", "k676:x", "k677:x", "k678:x", "k679:x", "k680:x", "k681:x", "k682:x", "k683:x", "k684:x", "k685:x", "k686:x", "k687:x", "k688:x", "k689:x", "k690:x", "k691:x", "k692:x", "k693:x", "k694:x", "k695:x", "k696:x", "k697:x", "k698:x", "k699:x", "k700:x", "k701:x", "k702:x", "k703:x", "k704:x", "k705:x", "k706:x", "k707:x", "k708:x", "k709:x", "k710:x", "k711:x", "k712:x", "k713:x", "k714:x", "k715:x", "k716:x", "k717:x", "k718:x", "k719:x", "k720:x", "k721:x", "k722:x", "k723:x", "k724:x", "k725:x", "k726:x", "k727:x", "k728:x", "k729:x", "k730:x", "k731:x", "k732:x", "k733:x", "k734:x", "k735:x", "k736:x", "k737:x", "k738:x", "k739:x", "k740:x", "k741:x", "k742:x", "k743:x", "k744:x", "k745:x", "k746:x", "k747:x", "k748:x", "k749:x", "k750:x", "k751:x", "k752:x", "k753:x", "k754:x", "k755:x", "k756:x", "k757:x", "k758:x", "k759:x", "k760:x", "k761:x", "k762:x", "k763:x", "k764:x", "k765:x", "k766:x", "k767:x", "k768:x", "k769:x", "k770:x", "k771:x", "k772:x", "k773:x", "k774:x", "k775:x", "k776:x", "k777:x", "k778:x", "k779:x", "k780:x", "k781:x", "k782:x", "k783:x", "k784:x", "k785:x", "k786:x", "k787:x", "k788:x", "k789:x", "k790:x", "k791:x", "k792:x", "k793:x", "k794:x", "k795:x", "k796:x", "k797:x", "k798:x", "k799:x", "k800:x", "k801:x", "k802:x", "k803:x", "k804:x", "k805:x", "k806:x", "k807:x", "k808:x", "k809:x", "k810:x", "k811:x", "k812:x", "k813:x", "k814:x", "k815:x", "k816:x", "k817:x", "k818:x", "k819:x", "k820:x", "k821:x", "k822:x", "k823:x", "k824:x", "k825:x", "k826:x", "k827:x", "k828:x", "k829:x", "k830:x", "k831:x", "k832:x", "k833:x", "k834:x", "k835:x", "k836:x", "k837:x", "k838:x", "k839:x", "k840:x", "k841:x", "k842:x", "k843:x", "k844:x", "k845:x", "k846:x", "k847:x", "k848:x", "k849:x", "k850:x", "k851:x", "k852:x", "k853:x", "k854:x", "k855:x", "k856:x", "k857:x", "k858:x", "k859:x", "k860:x", "k861:x", "k862:x", "k863:x", "k864:x", "k865:x", "k866:x", "k867:x", "k868:x", "k869:x", "k870:x", "k871:x", "k872:x", "k873:x", "k874:x", "k875:x", "k876:x", "k877:x", "k878:x", "k879:x", "k880:x", "k881:x", "k882:x", "k883:x", "k884:x", "k885:x", "k886:x", "k887:x", "k888:x", "k889:x", "k890:x", "k891:x", "k892:x", "k893:x", "k894:x", "k895:x", "k896:x", "k897:x", "k898:x", "k899:x", "k900:x", "k901:x", "k902:x", "k903:x", "k904:x", "k905:x", "k906:x", "k907:x", "k908:x", "k909:x", "k910:x", "k911:x", "k912:x", "k913:x", "k914:x", "k915:x", "k916:x", "k917:x", "k918:x", "k919:x", "k920:x", "k921:x", "k922:x", "k923:x", "k924:x", "k925:x", "k926:x", "k927:x", "k928:x", "k929:x", "k930:x", "k931:x", "k932:x", "k933:x", "k934:x", "k935:x", "k936:x", "k937:x", "k938:x", "k939:x", "k940:x", "k941:x", "k942:x", "k943:x", "k944:x", "k945:x", "k946:x", "k947:x", "k948:x", "k949:x", "k950:x", "k951:x", "k952:x", "k953:x", "k954:x", "k955:x", "k956:x", "k957:x", "k958:x", "k959:x", "k960:x", "k961:x", "k962:x", "k963:x", "k964:x", "k965:x", "k966:x", "k967:x", "k968:x", "k969:x", "k970:x", "k971:x", "k972:x", "k973:x", "k974:x", "k975:x", "k976:x", "k977:x", "k978:x", "k979:x", "k980:x", "k981:x", "k982:x", "k983:x", "k984:x", "k985:x", "k986:x", "k987:x", "k988:x", "k989:x", "k990:x", "k991:x", "k992:x", "k993:x", "k994:x", "k995:x", "k996:x", "k997:x", "k998:x", "k999:x", "k1000:x", "k1001:x", "k1002:x", "k1003:x", "k1004:x", "k1005:x", "k1006:x", "k1007:x", "k1008:x", "k1009:x", "k1010:x", "k1011:x", "k1012:x", "k1013:x", "k1014:x", "k1015:x", "k1016:x", "k1017:x", "k1018:x", "k1019:x", "k1020:x", "k1021:x", "k1022:x", "k1023:x", "k1024:x", "k1025:x", "k1026:x", "k1027:x", "k1028:x", "k1029:x", "k1030:x", "k1031:x", "k1032:x", "k1033:x", "k1034:x", "k1035:x", "k1036:x", "k1037:x", "k1038:x", "k1039:x", "k1040:x", "k1041:x", "k1042:x", "k1043:x", "k1044:x", "k1045:x", "k1046:x", "k1047:x", "k1048:x", "k1049:x", "k1050:x", "k1051:x", "k1052:x", "k1053:x", "k1054:x", "k1055:x", "k1056:x", "k1057:x", "k1058:x", "k1059:x", "k1060:x", "k1061:x", "k1062:x", "k1063:x", "k1064:x", "k1065:x", "k1066:x", "k1067:x", "k1068:x", "k1069:x", "k1070:x", "k1071:x", "k1072:x", "k1073:x", "k1074:x", "k1075:x", "k1076:x", "k1077:x", "k1078:x", "k1079:x", "k1080:x", "k1081:x", "k1082:x", "k1083:x", "k1084:x", "k1085:x", "k1086:x", "k1087:x", "k1088:x", "k1089:x", "k1090:x", "k1091:x", "k1092:x", "k1093:x", "k1094:x", "k1095:x", "k1096:x", "k1097:x", "k1098:x", "k1099:x", "k1100:x", "k1101:x", "k1102:x", "k1103:x", "k1104:x", "k1105:x", "k1106:x", "k1107:x", "k1108:x", "k1109:x", "k1110:x", "k1111:x", "k1112:x", "k1113:x", "k1114:x", "k1115:x", "k1116:x", "k1117:x", "k1118:x", "k1119:x", "k1120:x", "k1121:x", "k1122:x", "k1123:x", "k1124:x", "k1125:x", "k1126:x", "k1127:x", "k1128:x", "k1129:x", "k1130:x", "k1131:x", "k1132:x", "k1133:x", "k1134:x", "k1135:x", "k1136:x", "k1137:x", "k1138:x", "k1139:x", "k1140:x", "k1141:x", "k1142:x", "k1143:x", "k1144:x", "k1145:x", "k1146:x", "k1147:x", "k1148:x", "k1149:x", "k1150:x", "k1151:x", "k1152:x", "k1153:x", "k1154:x", "k1155:x", "k1156:x", "k1157:x", "k1158:x", "k1159:x", "k1160:x", "k1161:x", "k1162:x", "k1163:x", "k1164:x", "k1165:x", "k1166:x", "k1167:x", "k1168:x", "k1169:x", "k1170:x", "k1171:x", "k1172:x", "k1173:x", "k1174:x", "k1175:x", "k1176:x", "k1177:x", "k1178:x", "k1179:x", "k1180:x", "k1181:x", "k1182:x", "k1183:x", "k1184:x", "k1185:x", "k1186:x", "k1187:x", "k1188:x", "k1189:x", "k1190:x", "k1191:x", "k1192:x", "k1193:x", "k1194:x", "k1195:x", "k1196:x", "k1197:x", "k1198:x", "k1199:x", "k1200:x", "k1201:x", "k1202:x", "k1203:x", "k1204:x", "k1205:x", "k1206:x", "k1207:x", "k1208:x", "k1209:x", "k1210:x", "k1211:x", "k1212:x", "k1213:x", "k1214:x", "k1215:x", "k1216:x", "k1217:x", "k1218:x", "k1219:x", "k1220:x", "k1221:x", "k1222:x", "k1223:x", "k1224:x", "k1225:x", "k1226:x", "k1227:x", "k1228:x", "k1229:x", "k1230:x", "k1231:x", "k1232:x", "k1233:x", "k1234:x", "k1235:x", "k1236:x", "k1237:x", "k1238:x", "k1239:x", "k1240:x", "k1241:x", "k1242:x", "k1243:x", "k1244:x", "k1245:x", "k1246:x", "k1247:x", "k1248:x", "k1249:x", "k1250:x", "k1251:x", "k1252:x", "k1253:x", "k1254:x", "k1255:x", "k1256:x", "k1257:x", "k1258:x", "k1259:x", "k1260:x", "k1261:x", "k1262:x", "k1263:x", "k1264:x", "k1265:x", "k1266:x", "k1267:x", "k1268:x", "k1269:x", "k1270:x", "k1271:x", "k1272:x", "k1273:x", "k1274:x", "k1275:x", "k1276:x", "k1277:x", "k1278:x", "k1279:x", "k1280:x", "k1281:x", "k1282:x", "k1283:x", "k1284:x", "k1285:x", "k1286:x", "k1287:x", "k1288:x", "k1289:x", "k1290:x", "k1291:x", "k1292:x", "k1293:x", "k1294:x", "k1295:x", "k1296:x", "k1297:x", "k1298:x", "k1299:x", "k1300:x", "k1301:x", "k1302:x", "k1303:x", "k1304:x", "k1305:x", "k1306:x", "k1307:x", "k1308:x", "k1309:x", "k1310:x", "k1311:x", "k1312:x", "k1313:x", "k1314:x", "k1315:x", "k1316:x", "k1317:x", "k1318:x", "k1319:x", "k1320:x", "k1321:x", "k1322:x", "k1323:x", "k1324:x", "k1325:x", "k1326:x", "k1327:x", "k1328:x", "k1329:x", "k1330:x", "k1331:x", "k1332:x", "k1333:x", "k1334:x", "k1335:x", "k1336:x", "k1337:x", "k1338:x", "k1339:x", "k1340:x", "k1341:x", "k1342:x", "k1343:x", "k1344:x", "k1345:x", "k1346:x", "k1347:x", "k1348:x", "k1349:x", "k1350:x", "k1351:x", "k1352:x", "k1353:x", "k1354:x", "k1355:x", "k1356:x", "k1357:x", "k1358:x", "k1359:x", "k1360:x", "k1361:x", "k1362:x", "k1363:x", "k1364:x", "k1365:x", "k1366:x", "k1367:x", "k1368:x", "k1369:x", "k1370:x", "k1371:x", "k1372:x", "k1373:x", "k1374:x", "k1375:x", "k1376:x", "k1377:x", "k1378:x", "k1379:x", "k1380:x", "k1381:x", "k1382:x", "k1383:x", "k1384:x", "k1385:x", "k1386:x", "k1387:x", "k1388:x", "k1389:x", "k1390:x", "k1391:x", "k1392:x", "k1393:x", "k1394:x", "k1395:x", "k1396:x", "k1397:x", "k1398:x", "k1399:x", "k1400:x", "k1401:x", "k1402:x", "k1403:x", "k1404:x", "k1405:x", "k1406:x", "k1407:x", "k1408:x", "k1409:x", "k1410:x", "k1411:x", "k1412:x", "k1413:x", "k1414:x", "k1415:x", "k1416:x", "k1417:x", "k1418:x", "k1419:x", "k1420:x", "k1421:x", "k1422:x", "k1423:x", "k1424:x", "k1425:x", "k1426:x", "k1427:x", "k1428:x", "k1429:x", "k1430:x", "k1431:x", "k1432:x", "k1433:x", "k1434:x", "k1435:x", "k1436:x", "k1437:x", "k1438:x", "k1439:x", "k1440:x", "k1441:x", "k1442:x", "k1443:x", "k1444:x", "k1445:x", "k1446:x", "k1447:x", "k1448:x", "k1449:x", "k1450:x", "k1451:x", "k1452:x", "k1453:x", "k1454:x", "k1455:x", "k1456:x", "k1457:x", "k1458:x", "k1459:x", "k1460:x", "k1461:x", "k1462:x", "k1463:x", "k1464:x", "k1465:x", "k1466:x", "k1467:x", "k1468:x", "k1469:x", "k1470:x", "k1471:x", "k1472:x", "k1473:x", "k1474:x", "k1475:x", "k1476:x", "k1477:x", "k1478:x", "k1479:x", "k1480:x", "k1481:x", "k1482:x", "k1483:x", "k1484:x", "k1485:x", "k1486:x", "k1487:x", "k1488:x", "k1489:x", "k1490:x", "k1491:x", "k1492:x", "k1493:x", "k1494:x", "k1495:x", "k1496:x", "k1497:x", "k1498:x", "k1499:x", "k1500:x", "k1501:x", "k1502:x", "k1503:x", "k1504:x", "k1505:x", "k1506:x", "k1507:x", "k1508:x", "k1509:x", "k1510:x", "k1511:x", "k1512:x", "k1513:x", "k1514:x", "k1515:x", "k1516:x", "k1517:x", "k1518:x", "k1519:x", "k1520:x", "k1521:x", "k1522:x", "k1523:x", "k1524:x", "k1525:x", "k1526:x", "k1527:x", "k1528:x", "k1529:x", "k1530:x", "k1531:x", "k1532:x", "k1533:x", "k1534:x", "k1535:x", "k1536:x", "k1537:x", "k1538:x", "k1539:x", "k1540:x", "k1541:x", "k1542:x", "k1543:x", "k1544:x", "k1545:x", "k1546:x", "k1547:x", "k1548:x", "k1549:x", "k1550:x", "k1551:x", "k1552:x", "k1553:x", "k1554:x", "k1555:x", "k1556:x", "k1557:x", "k1558:x", "k1559:x", "k1560:x", "k1561:x", "k1562:x", "k1563:x", "k1564:x", "k1565:x", "k1566:x", "k1567:x", "k1568:x", "k1569:x", "k1570:x", "k1571:x", "k1572:x", "k1573:x", "k1574:x", "k1575:x", "k1576:x", "k1577:x", "k1578:x", "k1579:x", "k1580:x", "k1581:x", "k1582:x", "k1583:x", "k1584:x", "k1585:x", "k1586:x", "k1587:x", "k1588:x", "k1589:x", "k1590:x", "k1591:x", "k1592:x", "k1593:x", "k1594:x", "k1595:x", "k1596:x", "k1597:x", "k1598:x", "k1599:x", "k1600:x", "k1601:x", "k1602:x", "k1603:x", "k1604:x", "k1605:x", "k1606:x", "k1607:x", "k1608:x", "k1609:x", "k1610:x", "k1611:x", "k1612:x", "k1613:x", "k1614:x", "k1615:x", "k1616:x", "k1617:x", "k1618:x", "k1619:x", "k1620:x", "k1621:x", "k1622:x", "k1623:x", "k1624:x", "k1625:x", "k1626:x", "k1627:x", "k1628:x", "k1629:x", "k1630:x", "k1631:x", "k1632:x", "k1633:x", "k1634:x", "k1635:x", "k1636:x", "k1637:x", "k1638:x", "k1639:x", "k1640:x", "k1641:x", "k1642:x", "k1643:x", "k1644:x", "k1645:x", "k1646:x", "k1647:x", "k1648:x", "k1649:x", "k1650:x", "k1651:x", "k1652:x", "k1653:x", "k1654:x", "k1655:x", "k1656:x", "k1657:x", "k1658:x", "k1659:x", "k1660:x", "k1661:x", "k1662:x", "k1663:x", "k1664:x", "k1665:x", "k1666:x", "k1667:x", "k1668:x", "k1669:x", "k1670:x", "k1671:x", "k1672:x", "k1673:x", "k1674:x", "k1675:x", "k1676:x", "k1677:x", "k1678:x", "k1679:x", "k1680:x", "k1681:x", "k1682:x", "k1683:x", "k1684:x", "k1685:x", "k1686:x", "k1687:x", "k1688:x", "k1689:x", "k1690:x", "k1691:x", "k1692:x", "k1693:x", "k1694:x", "k1695:x", "k1696:x", "k1697:x", "k1698:x", "k1699:x", "k1700:x", "k1701:x", "k1702:x", "k1703:x", "k1704:x", "k1705:x", "k1706:x", "k1707:x", "k1708:x", "k1709:x", "k1710:x", "k1711:x", "k1712:x", "k1713:x", "k1714:x", "k1715:x", "k1716:x", "k1717:x", "k1718:x", "k1719:x", "k1720:x", "k1721:x", "k1722:x", "k1723:x", "k1724:x", "k1725:x", "k1726:x", "k1727:x", "k1728:x", "k1729:x", "k1730:x", "k1731:x", "k1732:x", "k1733:x", "k1734:x", "k1735:x", "k1736:x", "k1737:x", "k1738:x", "k1739:x", "k1740:x", "k1741:x", "k1742:x", "k1743:x", "k1744:x", "k1745:x", "k1746:x", "k1747:x", "k1748:x", "k1749:x", "k1750:x", "k1751:x", "k1752:x", "k1753:x", "k1754:x", "k1755:x", "k1756:x", "k1757:x", "k1758:x", "k1759:x", "k1760:x", "k1761:x", "k1762:x", "k1763:x", "k1764:x", "k1765:x", "k1766:x", "k1767:x", "k1768:x", "k1769:x", "k1770:x", "k1771:x", "k1772:x", "k1773:x", "k1774:x", "k1775:x", "k1776:x", "k1777:x", "k1778:x", "k1779:x", "k1780:x", "k1781:x", "k1782:x", "k1783:x", "k1784:x", "k1785:x", "k1786:x", "k1787:x", "k1788:x", "k1789:x", "k1790:x", "k1791:x", "k1792:x", "k1793:x", "k1794:x", "k1795:x", "k1796:x", "k1797:x", "k1798:x", "k1799:x", "k1800:x", "k1801:x", "k1802:x", "k1803:x", "k1804:x", "k1805:x", "k1806:x", "k1807:x", "k1808:x", "k1809:x", "k1810:x", "k1811:x", "k1812:x", "k1813:x", "k1814:x", "k1815:x", "k1816:x", "k1817:x", "k1818:x", "k1819:x", "k1820:x", "k1821:x", "k1822:x", "k1823:x", "k1824:x", "k1825:x", "k1826:x", "k1827:x", "k1828:x", "k1829:x", "k1830:x", "k1831:x", "k1832:x", "k1833:x", "k1834:x", "k1835:x", "k1836:x", "k1837:x", "k1838:x", "k1839:x", "k1840:x", "k1841:x", "k1842:x", "k1843:x", "k1844:x", "k1845:x", "k1846:x", "k1847:x", "k1848:x", "k1849:x", "k1850:x", "k1851:x", "k1852:x", "k1853:x", "k1854:x", "k1855:x", "k1856:x", "k1857:x", "k1858:x", "k1859:x", "k1860:x", "k1861:x", "k1862:x", "k1863:x", "k1864:x", "k1865:x", "k1866:x", "k1867:x", "k1868:x", "k1869:x", "k1870:x", "k1871:x", "k1872:x", "k1873:x", "k1874:x", "k1875:x", "k1876:x", "k1877:x", "k1878:x", "k1879:x", "k1880:x", "k1881:x", "k1882:x", "k1883:x", "k1884:x", "k1885:x", "k1886:x", "k1887:x", "k1888:x", "k1889:x", "k1890:x", "k1891:x", "k1892:x", "k1893:x", "k1894:x", "k1895:x", "k1896:x", "k1897:x", "k1898:x", "k1899:x", "k1900:x", "k1901:x", "k1902:x", "k1903:x", "k1904:x", "k1905:x", "k1906:x", "k1907:x", "k1908:x", "k1909:x", "k1910:x", "k1911:x", "k1912:x", "k1913:x", "k1914:x", "k1915:x", "k1916:x", "k1917:x", "k1918:x", "k1919:x", "k1920:x", "k1921:x", "k1922:x", "k1923:x", "k1924:x", "k1925:x", "k1926:x", "k1927:x", "k1928:x", "k1929:x", "k1930:x", "k1931:x", "k1932:x", "k1933:x", "k1934:x", "k1935:x", "k1936:x", "k1937:x", "k1938:x", "k1939:x", "k1940:x", "k1941:x", "k1942:x", "k1943:x", "k1944:x", "k1945:x", "k1946:x", "k1947:x", "k1948:x", "k1949:x", "k1950:x", "k1951:x", "k1952:x", "k1953:x", "k1954:x", "k1955:x", "k1956:x", "k1957:x", "k1958:x", "k1959:x", "k1960:x", "k1961:x", "k1962:x", "k1963:x", "k1964:x", "k1965:x", "k1966:x", "k1967:x", "k1968:x", "k1969:x", "k1970:x", "k1971:x", "k1972:x", "k1973:x", "k1974:x", "k1975:x", "k1976:x", "k1977:x", "k1978:x", "k1979:x", "k1980:x", "k1981:x", "k1982:x", "k1983:x", "k1984:x", "k1985:x", "k1986:x", "k1987:x", "k1988:x", "k1989:x", "k1990:x", "k1991:x", "k1992:x", "k1993:x", "k1994:x", "k1995:x", "k1996:x", "k1997:x", "k1998:x", "k1999:x", "k2000:x", "k2001:x", "k2002:x", "k2003:x", "k2004:x", "k2005:x", "k2006:x", "k2007:x", "k2008:x", "k2009:x", "k2010:x", "k2011:x", "k2012:x", "k2013:x", "k2014:x", "k2015:x", "k2016:x", "k2017:x", "k2018:x", "k2019:x", "k2020:x", "k2021:x", "k2022:x", "k2023:x", "k2024:x", "k2025:x", "k2026:x", "k2027:x", "k2028:x", "k2029:x", "k2030:x", "k2031:x", "k2032:x", "k2033:x", "k2034:x", "k2035:x", "k2036:x", "k2037:x", "k2038:x", "k2039:x", "k2040:x", "k2041:x", "k2042:x", "k2043:x", "k2044:x", "k2045:x", "k2046:x", "k2047:x", "k2048:x", "k2049:x", "k2050:x", "k2051:x", "k2052:x", "k2053:x", "k2054:x", "k2055:x", "k2056:x", "k2057:x", "k2058:x", "k2059:x", "k2060:x", "k2061:x", "k2062:x", "k2063:x", "k2064:x", "k2065:x", "k2066:x", "k2067:x", "k2068:x", "k2069:x", "k2070:x", "k2071:x", "k2072:x", "k2073:x", "k2074:x", "k2075:x", "k2076:x", "k2077:x", "k2078:x", "k2079:x", "k2080:x", "k2081:x", "k2082:x", "k2083:x", "k2084:x", "k2085:x", "k2086:x", "k2087:x", "k2088:x", "k2089:x", "k2090:x", "k2091:x", "k2092:x", "k2093:x", "k2094:x", "k2095:x", "k2096:x", "k2097:x", "k2098:x", "k2099:x", "k2100:x", "k2101:x", "k2102:x", "k2103:x", "k2104:x", "k2105:x", "k2106:x", "k2107:x", "k2108:x", "k2109:x", "k2110:x", "k2111:x", "k2112:x", "k2113:x", "k2114:x", "k2115:x", "k2116:x", "k2117:x", "k2118:x", "k2119:x", "k2120:x", "k2121:x", "k2122:x", "k2123:x", "k2124:x", "k2125:x", "k2126:x", "k2127:x", "k2128:x", "k2129:x", "k2130:x", "k2131:x", "k2132:x", "k2133:x", "k2134:x", "k2135:x", "k2136:x", "k2137:x", "k2138:x", "k2139:x", "k2140:x", "k2141:x", "k2142:x", "k2143:x", "k2144:x", "k2145:x", "k2146:x", "k2147:x", "k2148:x", "k2149:x", "k2150:x", "k2151:x", "k2152:x", "k2153:x", "k2154:x", "k2155:x", "k2156:x", "k2157:x", "k2158:x", "k2159:x", "k2160:x", "k2161:x", "k2162:x", "k2163:x", "k2164:x", "k2165:x", "k2166:x", "k2167:x", "k2168:x", "k2169:x", "k2170:x", "k2171:x", "k2172:x", "k2173:x", "k2174:x", "k2175:x", "k2176:x", "k2177:x", "k2178:x", "k2179:x", "k2180:x", "k2181:x", "k2182:x", "k2183:x", "k2184:x", "k2185:x", "k2186:x", "k2187:x", "k2188:x", "k2189:x", "k2190:x", "k2191:x", "k2192:x", "k2193:x", "k2194:x", "k2195:x", "k2196:x", "k2197:x", "k2198:x", "k2199:x", "k2200:x", "k2201:x", "k2202:x", "k2203:x", "k2204:x", "k2205:x", "k2206:x", "k2207:x", "k2208:x", "k2209:x", "k2210:x", "k2211:x", "k2212:x", "k2213:x", "k2214:x", "k2215:x", "k2216:x", "k2217:x", "k2218:x", "k2219:x", "k2220:x", "k2221:x", "k2222:x", "k2223:x", "k2224:x", "k2225:x", "k2226:x", "k2227:x", "k2228:x", "k2229:x", "k2230:x", "k2231:x", "k2232:x", "k2233:x", "k2234:x", "k2235:x", "k2236:x", "k2237:x", "k2238:x", "k2239:x", "k2240:x", "k2241:x", "k2242:x", "k2243:x", "k2244:x", "k2245:x", "k2246:x", "k2247:x", "k2248:x", "k2249:x", "k2250:x", "k2251:x", "k2252:x", "k2253:x", "k2254:x", "k2255:x", "k2256:x", "k2257:x", "k2258:x", "k2259:x", "k2260:x", "k2261:x", "k2262:x", "k2263:x", "k2264:x", "k2265:x", "k2266:x", "k2267:x", "k2268:x", "k2269:x", "k2270:x", "k2271:x", "k2272:x", "k2273:x", "k2274:x", "k2275:x", "k2276:x", "k2277:x", "k2278:x", "k2279:x", "k2280:x", "k2281:x", "k2282:x", "k2283:x", "k2284:x", "k2285:x", "k2286:x", "k2287:x", "k2288:x", "k2289:x", "k2290:x", "k2291:x", "k2292:x", "k2293:x", "k2294:x", "k2295:x", "k2296:x", "k2297:x", "k2298:x", "k2299:x", "k2300:x", "k2301:x", "k2302:x", "k2303:x", "k2304:x", "k2305:x", "k2306:x", "k2307:x", "k2308:x", "k2309:x", "k2310:x", "k2311:x", "k2312:x", "k2313:x", "k2314:x", "k2315:x", "k2316:x", "k2317:x", "k2318:x", "k2319:x", "k2320:x", "k2321:x", "k2322:x", "k2323:x", "k2324:x", "k2325:x", "k2326:x", "k2327:x", "k2328:x", "k2329:x", "k2330:x", "k2331:x", "k2332:x", "k2333:x", "k2334:x", "k2335:x", "k2336:x", "k2337:x", "k2338:x", "k2339:x", "k2340:x", "k2341:x", "k2342:x", "k2343:x", "k2344:x", "k2345:x", "k2346:x", "k2347:x", "k2348:x", "k2349:x", "k2350:x", "k2351:x", "k2352:x", "k2353:x", "k2354:x", "k2355:x", "k2356:x", "k2357:x", "k2358:x", "k2359:x", "k2360:x", "k2361:x", "k2362:x", "k2363:x", "k2364:x", "k2365:x", "k2366:x", "k2367:x", "k2368:x", "k2369:x", "k2370:x", "k2371:x", "k2372:x", "k2373:x", "k2374:x", "k2375:x", "k2376:x", "k2377:x", "k2378:x", "k2379:x", "k2380:x", "k2381:x", "k2382:x", "k2383:x", "k2384:x", "k2385:x", "k2386:x", "k2387:x", "k2388:x", "k2389:x", "k2390:x", "k2391:x", "k2392:x", "k2393:x", "k2394:x", "k2395:x", "k2396:x", "k2397:x", "k2398:x", "k2399:x", "k2400:x", "k2401:x", "k2402:x", "k2403:x", "k2404:x", "k2405:x", "k2406:x", "k2407:x", "k2408:x", "k2409:x", "k2410:x", "k2411:x", "k2412:x", "k2413:x", "k2414:x", "k2415:x", "k2416:x", "k2417:x", "k2418:x", "k2419:x", "k2420:x", "k2421:x", "k2422:x", "k2423:x", "k2424:x", "k2425:x", "k2426:x", "k2427:x", "k2428:x", "k2429:x", "k2430:x", "k2431:x", "k2432:x", "k2433:x", "k2434:x", "k2435:x", "k2436:x", "k2437:x", "k2438:x", "k2439:x", "k2440:x", "k2441:x", "k2442:x", "k2443:x", "k2444:x", "k2445:x", "k2446:x", "k2447:x", "k2448:x", "k2449:x", "k2450:x", "k2451:x", "k2452:x", "k2453:x", "k2454:x", "k2455:x", "k2456:x", "k2457:x", "k2458:x", "k2459:x", "k2460:x", "k2461:x", "k2462:x", "k2463:x", "k2464:x", "k2465:x", "k2466:x", "k2467:x", "k2468:x", "k2469:x", "k2470:x", "k2471:x", "k2472:x", "k2473:x", "k2474:x", "k2475:x", "k2476:x", "k2477:x", "k2478:x", "k2479:x", "k2480:x", "k2481:x", "k2482:x", "k2483:x", "k2484:x", "k2485:x", "k2486:x", "k2487:x", "k2488:x", "k2489:x", "k2490:x", "k2491:x", "k2492:x", "k2493:x", "k2494:x", "k2495:x", "k2496:x", "k2497:x", "k2498:x", "k2499:x", "k2500:x", "k2501:x", "k2502:x", "k2503:x", "k2504:x", "k2505:x", "k2506:x", "k2507:x", "k2508:x", "k2509:x", "k2510:x", "k2511:x", "k2512:x", "k2513:x", "k2514:x", "k2515:x", "k2516:x", "k2517:x", "k2518:x", "k2519:x", "k2520:x", "k2521:x", "k2522:x", "k2523:x", "k2524:x", "k2525:x", "k2526:x", "k2527:x", "k2528:x", "k2529:x", "k2530:x", "k2531:x", "k2532:x", "k2533:x", "k2534:x", "k2535:x", "k2536:x", "k2537:x", "k2538:x", "k2539:x", "k2540:x", "k2541:x", "k2542:x", "k2543:x", "k2544:x", "k2545:x", "k2546:x", "k2547:x", "k2548:x", "k2549:x", "k2550:x", "k2551:x", "k2552:x", "k2553:x", "k2554:x", "k2555:x", "k2556:x", "k2557:x", "k2558:x", "k2559:x", "k2560:x", "k2561:x", "k2562:x", "k2563:x", "k2564:x", "k2565:x", "k2566:x", "k2567:x", "k2568:x", "k2569:x", "k2570:x", "k2571:x", "k2572:x", "k2573:x", "k2574:x", "k2575:x", "k2576:x", "k2577:x", "k2578:x", "k2579:x", "k2580:x", "k2581:x", "k2582:x", "k2583:x", "k2584:x", "k2585:x", "k2586:x", "k2587:x", "k2588:x", "k2589:x", "k2590:x", "k2591:x", "k2592:x", "k2593:x", "k2594:x", "k2595:x", "k2596:x", "k2597:x", "k2598:x", "k2599:x", "k2600:x", "k2601:x", "k2602:x", "k2603:x", "k2604:x", "k2605:x", "k2606:x", "k2607:x", "k2608:x", "k2609:x", "k2610:x", "k2611:x", "k2612:x", "k2613:x", "k2614:x", "k2615:x", "k2616:x", "k2617:x", "k2618:x", "k2619:x", "k2620:x", "k2621:x", "k2622:x", "k2623:x", "k2624:x", "k2625:x", "k2626:x", "k2627:x", "k2628:x", "k2629:x", "k2630:x", "k2631:x", "k2632:x", "k2633:x", "k2634:x", "k2635:x", "k2636:x", "k2637:x", "k2638:x", "k2639:x", "k2640:x", "k2641:x", "k2642:x", "k2643:x", "k2644:x", "k2645:x", "k2646:x", "k2647:x", "k2648:x", "k2649:x", "k2650:x", "k2651:x", "k2652:x", "k2653:x", "k2654:x", "k2655:x", "k2656:x", "k2657:x", "k2658:x", "k2659:x", "k2660:x", "k2661:x", "k2662:x", "k2663:x", "k2664:x", "k2665:x", "k2666:x", "k2667:x", "k2668:x", "k2669:x", "k2670:x", "k2671:x", "k2672:x", "k2673:x", "k2674:x", "k2675:x", "k2676:x", "k2677:x", "k2678:x", "k2679:x", "k2680:x", "k2681:x", "k2682:x", "k2683:x", "k2684:x", "k2685:x", "k2686:x", "k2687:x", "k2688:x", "k2689:x", "k2690:x", "k2691:x", "k2692:x", "k2693:x", "k2694:x", "k2695:x", "k2696:x", "k2697:x", "k2698:x", "k2699:x", "k2700:x", "k2701:x", "k2702:x", "k2703:x", "k2704:x", "k2705:x", "k2706:x", "k2707:x", "k2708:x", "k2709:x", "k2710:x", "k2711:x", "k2712:x", "k2713:x", "k2714:x", "k2715:x", "k2716:x", "k2717:x", "k2718:x", "k2719:x", "k2720:x", "k2721:x", "k2722:x", "k2723:x", "k2724:x", "k2725:x", "k2726:x", "k2727:x", "k2728:x", "k2729:x", "k2730:x", "k2731:x", "k2732:x", "k2733:x", "k2734:x", "k2735:x", "k2736:x", "k2737:x", "k2738:x", "k2739:x", "k2740:x", "k2741:x", "k2742:x", "k2743:x", "k2744:x", "k2745:x", "k2746:x", "k2747:x", "k2748:x", "k2749:x", "k2750:x", "k2751:x", "k2752:x", "k2753:x", "k2754:x", "k2755:x", "k2756:x", "k2757:x", "k2758:x", "k2759:x", "k2760:x", "k2761:x", "k2762:x", "k2763:x", "k2764:x", "k2765:x", "k2766:x", "k2767:x", "k2768:x", "k2769:x", "k2770:x", "k2771:x", "k2772:x", "k2773:x", "k2774:x", "k2775:x", "k2776:x", "k2777:x", "k2778:x", "k2779:x", "k2780:x", "k2781:x", "k2782:x", "k2783:x", "k2784:x", "k2785:x", "k2786:x", "k2787:x", "k2788:x", "k2789:x", "k2790:x", "k2791:x", "k2792:x", "k2793:x", "k2794:x", "k2795:x", "k2796:x", "k2797:x", "k2798:x", "k2799:x", "k2800:x", "k2801:x", "k2802:x", "k2803:x", "k2804:x", "k2805:x", "k2806:x", "k2807:x", "k2808:x", "k2809:x", "k2810:x", "k2811:x", "k2812:x", "k2813:x", "k2814:x", "k2815:x", "k2816:x", "k2817:x", "k2818:x", "k2819:x", "k2820:x", "k2821:x", "k2822:x", "k2823:x", "k2824:x", "k2825:x", "k2826:x", "k2827:x", "k2828:x", "k2829:x", "k2830:x", "k2831:x", "k2832:x", "k2833:x", "k2834:x", "k2835:x", "k2836:x", "k2837:x", "k2838:x", "k2839:x", "k2840:x", "k2841:x", "k2842:x", "k2843:x", "k2844:x", "k2845:x", "k2846:x", "k2847:x", "k2848:x", "k2849:x", "k2850:x", "k2851:x", "k2852:x", "k2853:x", "k2854:x", "k2855:x", "k2856:x", "k2857:x", "k2858:x", "k2859:x", "k2860:x", "k2861:x", "k2862:x", "k2863:x", "k2864:x", "k2865:x", "k2866:x", "k2867:x", "k2868:x", "k2869:x", "k2870:x", "k2871:x", "k2872:x", "k2873:x", "k2874:x", "k2875:x", "k2876:x", "k2877:x", "k2878:x", "k2879:x", "k2880:x", "k2881:x", "k2882:x", "k2883:x", "k2884:x", "k2885:x", "k2886:x", "k2887:x", "k2888:x", "k2889:x", "k2890:x", "k2891:x", "k2892:x", "k2893:x", "k2894:x", "k2895:x", "k2896:x", "k2897:x", "k2898:x", "k2899:x", "k2900:x", "k2901:x", "k2902:x", "k2903:x", "k2904:x", "k2905:x", "k2906:x", "k2907:x", "k2908:x", "k2909:x", "k2910:x", "k2911:x", "k2912:x", "k2913:x", "k2914:x", "k2915:x", "k2916:x", "k2917:x", "k2918:x", "k2919:x", "k2920:x", "k2921:x", "k2922:x", "k2923:x", "k2924:x", "k2925:x", "k2926:x", "k2927:x", "k2928:x", "k2929:x", "k2930:x", "k2931:x", "k2932:x", "k2933:x", "k2934:x", "k2935:x", "k2936:x", "k2937:x", "k2938:x", "k2939:x", "k2940:x", "k2941:x", "k2942:x", "k2943:x", "k2944:x", "k2945:x", "k2946:x", "k2947:x", "k2948:x", "k2949:x", "k2950:x", "k2951:x", "k2952:x", "k2953:x", "k2954:x", "k2955:x", "k2956:x", "k2957:x", "k2958:x", "k2959:x", "k2960:x", "k2961:x", "k2962:x", "k2963:x", "k2964:x", "k2965:x", "k2966:x", "k2967:x", "k2968:x", "k2969:x", "k2970:x", "k2971:x", "k2972:x", "k2973:x", "k2974:x", "k2975:x", "k2976:x", "k2977:x", "k2978:x", "k2979:x", "k2980:x", "k2981:x", "k2982:x", "k2983:x", "k2984:x", "k2985:x", "k2986:x", "k2987:x", "k2988:x", "k2989:x", "k2990:x", "k2991:x", "k2992:x", "k2993:x", "k2994:x", "k2995:x", "k2996:x", "k2997:x", "k2998:x", "k2999:x")
}

func localChain(ctx context.Context, rdb *redis.Client, a string) {
	k0 := "L:" + a
	k1 := k0 + ":" + k0
	k2 := k1 + ":" + k1
	k3 := k2 + ":" + k2
	k4 := k3 + ":" + k3
	k5 := k4 + ":" + k4
	k6 := k5 + ":" + k5
	k7 := k6 + ":" + k6
	k8 := k7 + ":" + k7
	k9 := k8 + ":" + k8
	k10 := k9 + ":" + k9
	k11 := k10 + ":" + k10
	k12 := k11 + ":" + k11
	k13 := k12 + ":" + k12
	k14 := k13 + ":" + k13
	k15 := k14 + ":" + k14
	k16 := k15 + ":" + k15
	k17 := k16 + ":" + k16
	k18 := k17 + ":" + k17
	k19 := k18 + ":" + k18
	k20 := k19 + ":" + k19
	k21 := k20 + ":" + k20
	k22 := k21 + ":" + k21
	k23 := k22 + ":" + k22
	k24 := k23 + ":" + k23
	k25 := k24 + ":" + k24
	k26 := k25 + ":" + k25
	k27 := k26 + ":" + k26
	k28 := k27 + ":" + k27
	k29 := k28 + ":" + k28
	k30 := k29 + ":" + k29
	k31 := k30 + ":" + k30
	k32 := k31 + ":" + k31
	k33 := k32 + ":" + k32
	k34 := k33 + ":" + k33
	k35 := k34 + ":" + k34
	k36 := k35 + ":" + k35
	k37 := k36 + ":" + k36
	k38 := k37 + ":" + k37
	k39 := k38 + ":" + k38
	rdb.Get(ctx, k39)
}
