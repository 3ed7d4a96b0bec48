// hamsi256_datapath: the registers and logic of the Hamsi-256 core (hamsi256_core.v).
//
// Message expansion (32 -> 256 bits, linear): one nibble n of the message (bits
// 4n..4n+3) per cycle adds its image in word w to a 32-bit accumulator; 8 nibbles
// make a word, 8 words a block (64 cycles).  The table's output is registered once
// more before the accumulator (bram: the word; logic: the images of the two symbols).  Row 2k of the generator is (A_k, B_k) and
// row 2k+1 is (A_k^B_k, A_k), so words 4..7 of a 2-bit symbol (x, y) are words 0..3 of
// phi(x, y) = (x^y, x): the tables hold words 0..3 only.
//   MEM = "bram":  a 512 x 32 table in the block RAM (one read port, 36 bits wide),
//                  entry {n, nibble, i}: the image itself;
//   MEM = "logic": a 32 x 128 LUT ROM {A, A^B} of the nibble's two symbols, word i;
//                  the image is made from the (phi'd) nibble.
// A finished word goes as two 16-bit halves (low half first) to one of two message
// RAMs (16 x 16, distributed): m0..m3 / m4..m7, entry {block parity, word, half}.
//
// Permutation on half-words: the 16-word state is four rows of four words (row r =
// words 4r..4r+3), each row an 8 x 16 distributed RAM, entry {word, half} (half 0 =
// bits 15:0).  Every cycle the four rows are read at (registered read) and, a cycle
// later, written at addresses given by the controller:
//   S   : half-column (word c, half h of every row): constants added (a pattern per
//         row, chosen a cycle ahead), the bit-sliced S-box, written back in place;
//   L   : a diagonal (row r word d+r) in two reads: the low halves into la_q, then the
//         high halves, when L runs on the four words: the high halves of the result
//         are written, the low halves wait in lo_q and are written a cycle later;
//   load: rows 0 and 2 are read word by word for the feed-forward h' = h ^ s (H, the
//         chaining value, is 16 halves in flip-flops, two rotating chains h0..h3 and
//         h4..h7) and get m0, m1 / m4, m5 then h'0, h'1 / h'4, h'5 (from H); rows 1
//         and 3 get h'2, h'3 / h'6, h'7 as they are made, then m2, m3 / m6, m7.
`default_nettype none
module hamsi256_datapath #(
    parameter MEM = "logic"
) (
    input  wire        clk,
    input  wire        rst,
    input  wire [31:0] msg_data,
    input  wire        msg_we,     // take a message word (a block) for the expansion
    input  wire [2:0]  ex_n,       // expansion: nibble of this issue
    input  wire [2:0]  ex_w,       //            word m[w]
    input  wire        ex_clr,     // (two cycles later) first nibble of a word
    input  wire        m_we_a,     // write m RAM a (m0..m3) / b (m4..m7)
    input  wire        m_we_b,
    input  wire        m_hb,       //   the high half (from the accumulator register)
    input  wire [3:0]  m_waddr,    //   {parity, word mod 4, half}
    input  wire [3:0]  m_raddr,    // read both m RAMs
    // permutation, read side (this cycle)
    input  wire [1:0]  rcol,       // row r reads {rcol + (rdiag ? r : 0), rhalf}
    input  wire        rhalf,
    input  wire        rdiag,
    // permutation, write side (the data read a cycle before)
    input  wire        we02,       // rows 0 and 2 write
    input  wire        we13,       // rows 1 and 3 write
    input  wire [1:0]  wcol,       // row r writes {wcol + (wdiag ? r : 0) + (wflip ? 2r : 0), whalf}
    input  wire        whalf,
    input  wire        wdiag,
    input  wire        wflip,
    input  wire [1:0]  wsel,       // write data: 0 S-box, 1 L (high halves), 2 lo_q, 3 load
    input  wire        ld_h,       // load: chaining value (else message)
    input  wire        fin,        // Pf constants (read side)
    input  wire [2:0]  rc,         // round counter (read side)
    input  wire        ff,         // feed-forward in a load
    input  wire        h_step,     // H rotates a half-word (load)
    input  wire        h_out,      // H shifts towards the digest word
    input  wire        h_iv,       // H <- IV
    output wire [31:0] digest_word
);
    localparam [512*32-1:0] EXP_T = 16384'h79d5313325ff5c4742908f35d1300003cc71f7088bf1e74271294f25117e00022a498c8c4e0914e349bd68b719c100039fed4ab7e007afe67a04a8a7d98f0002f4a0c6c2bc1ad9ed1d77288659130001410400f9121462e82ecee896995d0000a73c7b7dd7ec9149165acf0491e200011298bd4679e22a4c25e30f1451ac00006b4d8c755c1d760b67738021809c0003dee94a4ef213cd0e54ca403140d2000238d131ca37eb3eaf6c5e67a3486d00038d75f7f199e585aa5fe7a7b388230002e6387b84c5f8f3a13894279208bf0001539cbdbf6bf648a40b2de782c8f10000b5a4c63bae0ebb0533b9c010c04e00010000000000000000000000000000000039b78e8765eebc125e8a7ce40413000c96fda75df82b0c42d2fcf393d41b00084f1b49b4fddca02f1e61854e6fba000ce051606e6019107f92170a39bfb20008811ea6b69b9d2f137ef34599acbd00042e548f6c06589f43f285caee7cb50000f7b2618503af332e3e18bc33c714000458f8485f9e6a837eb26e3344171c0000614fc6d8fb843f6cece44fa0130f000cce05ef0266418f3c6092c0d7c307000817e301eb63b62351ac0fb60a78a6000cb8a92831fe7393012079397da8ae0008d9e6eee905f7ac6dcc9d76ddbba1000476acc73398321c3d40ebf9aa6ba90000af4a29da9dc5b0508c768f77d00800040000000000000000000000000000000041e54165405461036c733c9681af003030b21104bcb347012c804e6dd0f30020f011d1d97c8067ff08ae5a1faf960030814681b8806741fd485d28e4feca0020a34ae1a5b99a2d07ed94d96023170010d21db1c4457d0b05ad67ab9b724b000012be7119854e2bfb8949bfe90d2e001063e9217879a90df9c9bacd125c720000220c601d39fd6cfaa5c9f184dddd0030535b307cc51a4af8e53a837f8c81002093f8f0a105296a06c114970df3e40030e2afa0c0f9ce4c0481e7e5f6a2b80020c0a3c0ddc03320fe242e14727f650010b1f490bc3cd406fc64dd66892e39000071575061fce7260240f372fb515c0010000000000000000000000000000000001504b8d678b3ae41942efd4d571100c0366782d34ed6c5e9af7511331adf008067733c1d25ef0eb634e3a7792fba00c044100618138a651e0fb84b0762740080e6660ae5ba77c214d121e5a10cc30040c50530e08c12a9bcea7a09df410d000094118e2ee72b62e371ecbf9574680040b772b42bd14e094b4ab753eb39a60000a2760cfda9fda70ade99aea66eb700c0811536f89f98cca2e5c242d823790080d0018836f4a107fd7e54f492161c00c0f362b233c2c46c55450f18ec5bd200805114bece6b39cb5f9b96b64a35650040727784cb5d5ca0f7a0cd5a3478ab000023633a0536656ba83b5bec7e4dce0040000000000000000000000000000000002dc6d26ac733e54112297a038d760300cb02b60e42ba3dea98364bdb3ad202004323ba3e65aef7d68746ddd5fe3a0300a5e7de5ae0272f7d0d59ec0d499e0200b3d2a71ca7d61cb30d3bfe302ace01005516c378225fc4188724cfe89d6a0000dd37cf48054b0e24985459e6598201003bf3ab2c80c2d68f124b683eee2600001635794647f133ce0062123d63500300f0f11d22c278eb658a7d23e5d4f4020078d01112e56c2159950db5eb101c03009e14757660e5f9f21f128433a7b8020088210c302714ca3c1f70960ec4e801006ee56854a29d1297956fa7d6734c0000e6c464648589d8ab8a1f31d8b7a4010000000000000000000000000000000000102b32d5cb20044e5efd270ba43a0c0099a61e03a4e54caf5360ef7c2b0408003454d933a152e1f5714710f4b0870c00bdd9f5e5ce97a9147cdad8833fb90800b694ad43baa52e89767e77f57a0804003f198195d56066687be3bf82f536000092eb46a5d0d7cb3259c4400a6eb504001b666a73bf1283d35459887de18b00000b4d58a67432879d0aa4af7645b10c0082c074701bf7cf7c07396701ca8f08002f32b3401e406226251e9889510c0c00a6bf9f9671852ac7288350fede320800adf2c73005b7ad5a2227ff889b830400247febe66a72e5bb2fba37ff14bd0000898d2cd66fc548e10d9dc8778f3e0400000000000000000000000000000000005237761655623b745e149338c14530004cd1f484dd9f265f043fd546b5d0200082c3d977eebecf73ce33a4510aec30009c255be56643d2589418e22f7e7920006ffe733244980123ea431fc4286f10007118f1a0cc651c08b06859ba5cfa0000bf0adc53ff44f5247a6428ade3c61000a1ec5ec177b9e80f204f6ed397530000f3db28d722dbd37b7e5bfdeb56163000ed3daa45aa26ce502470bb9522832000232f87b69907277cee7cca829dbf30003dc9052411fa3a57b4578cfce92a2000ce122df33321e92cca0c7117bf3c1000d0f4af61bbdcf40790273769cba900001ee6829288fd1d2b5a2b467e749510000000000000000000000000000000000084a52f51de780a93097803c5146bc0004a93e3235382c538526fda2d0670800094e42f6f5afd922942cb39e0f23cc0005ad2e31dd7075d8219dce008e0278000ad69718e6b832ec18cee7004f0134000635fbdfce679e16ad7f9a9ece2080000bd2871b0ef06b67bc75d4a2116444000731ebdc262fc79d09c4a93c9045f0000f7bb9293bc8473439532900c1034c000398d5ee1317ebce8ce2549e4022f8000e7fa92ad3801ebf9de81aa29f663c00029cc5edfb5fb2452859673c1e4788000de77cc4c097f571110a4e3cdf44c40001041003e848598ba4bb33a25e6570000ce36cc728dfacfab5b17d9e8121b400000000000000000000000000000000000;
    localparam [32*128-1:0] EXP_G = 4096'h1298bd468d75f7f1539cbdbfb5a4c63b79e22a4c99e585aa6bf648a4ae0ebb0525e30f145fe7a7b30b2de78233b9c01051ac000088230002c8f10000c04e000158f8485fb8a9283176acc733af4a29da9e6a837efe73930198321c3d9dc5b050b26e33442079397d40ebf9aa8c768f77171c0000a8ae00086ba90000d008000463e92178e2afa0c0b1f490bc7157506179a90df9f9ce4c043cd406fcfce72602c9bacd1281e7e5f664dd668940f372fb5c720000a2b800202e390000515c0010b772b42bf362b233727784cb23633a05d14e094bc2c46c555d5ca0f736656ba84ab753eb450f18eca0cd5a343b5bec7e39a600005bd2008078ab00004dce00403bf3ab2c9e1475766ee56854e6c4646480c2d68f60e5f9f2a29d12978589d8ab124b683e1f128433956fa7d68a1f31d8ee260000a7b80200734c0000b7a401001b666a73a6bf9f96247febe6898d2cd6bf1283d371852ac76a72e5bb6fc548e15459887d288350fe2fba37ff0d9dc877e18b0000de32080014bd00008f3e0400a1ec5ec13dc90524d0f4af611ee6829277b9e80f11fa3a57bbdcf40788fd1d2b204f6ed3b4578cfc902737695a2b467e97530000e92a2000cba9000074951000731ebdc229cc5edf1041003ece36cc7262fc79d0b5fb2452848598ba8dfacfab9c4a93c9859673c14bb33a255b17d9e8045f0000e4788000e6570000121b4000;
    localparam [255:0] IV = {32'h7420456C, 32'h656D656E, 32'h70617274, 32'h2C204465,
                             32'h7576656E, 32'h74204C65, 32'h69746569, 32'h76657273};

    // ---------------- message expansion ----------------
    reg  [31:0] msg_q;
    always @(posedge clk) if (msg_we) msg_q <= msg_data;
    wire [3:0]  nib  = msg_q[{~ex_n, 2'b00} +: 4];    // message bits 4n..4n+3, 4n in the MSB
    wire [3:0]  nibp = ex_w[2] ? {nib[3] ^ nib[2], nib[3], nib[1] ^ nib[0], nib[1]} : nib;

    // c2: the image of the nibble looked up two cycles before
    wire [31:0] c2;
    generate
        if (MEM == "bram") begin : g_bram
            wire [31:0] c;
            reg  [31:0] c_q;                      // off the DP16KD's slow clock-to-output
            lw_rom #(.DEPTH(512), .DW(32), .STYLE("bram"), .INIT(EXP_T)) u_exp (
                .clk(clk), .en(1'b1), .addr({ex_n, nibp, ex_w[1:0]}), .q(c)
            );
            always @(posedge clk) c_q <= c;
            assign c2 = c_q;
        end else begin : g_logic
            wire [127:0] q;
            reg  [3:0]   nib1_q;
            reg  [63:0]  ab_q;                    // the two symbols' images
            always @(posedge clk) nib1_q <= nibp;
            lw_rom #(.DEPTH(32), .DW(128), .STYLE("logic"), .INIT(EXP_G)) u_exp (
                .clk(clk), .en(1'b1), .addr({ex_n, ex_w[1:0]}), .q(q)
            );
            always @(posedge clk)
                ab_q <= {({32{nib1_q[3]}} & q[127:96]) ^ ({32{nib1_q[2]}} & q[95:64]),
                         ({32{nib1_q[1]}} & q[63:32])  ^ ({32{nib1_q[0]}} & q[31:0])};
            assign c2 = ab_q[63:32] ^ ab_q[31:0];
        end
    endgenerate

    reg  [31:0] acc_q;
    wire [31:0] acc_d = (ex_clr ? 32'd0 : acc_q) ^ c2;
    always @(posedge clk) acc_q <= acc_d;

    wire [15:0] m_wd = m_hb ? acc_q[31:16] : acc_d[15:0];
    wire [15:0] m_a, m_b;
    lw_ram_sdp #(.DEPTH(16), .DW(16), .STYLE("logic")) u_ma (
        .clk(clk), .we(m_we_a), .waddr(m_waddr), .wdata(m_wd),
        .re(1'b1), .raddr(m_raddr), .rdata(m_a)
    );
    lw_ram_sdp #(.DEPTH(16), .DW(16), .STYLE("logic")) u_mb (
        .clk(clk), .we(m_we_b), .waddr(m_waddr), .wdata(m_wd),
        .re(1'b1), .raddr(m_raddr), .rdata(m_b)
    );

    // ---------------- permutation ----------------
    // ALPHA word 8r + c, half h: the pattern number of rows 3..0 ({c, h} -> 4 x 2 bits)
    function [7:0] alpha_sel;
        input [2:0] ch;
        case (ch)
        3'b000: alpha_sel = {2'd3, 2'd0, 2'd1, 2'd2};
        3'b001: alpha_sel = {2'd0, 2'd1, 2'd2, 2'd3};
        3'b010: alpha_sel = {2'd1, 2'd2, 2'd3, 2'd0};
        3'b011: alpha_sel = {2'd2, 2'd3, 2'd0, 2'd1};
        3'b100: alpha_sel = {2'd2, 2'd0, 2'd3, 2'd1};
        3'b101: alpha_sel = {2'd0, 2'd3, 2'd1, 2'd2};
        3'b110: alpha_sel = {2'd3, 2'd1, 2'd2, 2'd0};
        default: alpha_sel = {2'd1, 2'd2, 2'd0, 2'd3};
        endcase
    endfunction

    function [15:0] pattern;                     // ALPHA_N / ALPHA_F half-word patterns
        input       f;
        input [1:0] n;
        case ({f, n})
        3'd0:    pattern = 16'hAAAA;
        3'd1:    pattern = 16'hCCCC;
        3'd2:    pattern = 16'hF0F0;
        3'd3:    pattern = 16'hFF00;
        3'd4:    pattern = 16'hF9C0;
        3'd5:    pattern = 16'h0FF0;
        3'd6:    pattern = 16'h639C;
        default: pattern = 16'hCAF9;
        endcase
    endfunction

    function [31:0] rotl;
        input [31:0] x;
        input integer n;
        begin
            rotl = (x << n) | (x >> (32 - n));
        end
    endfunction

    reg  [255:0] h_q;                  // [127:0] h0..h3, [255:128] h4..h7; 16-bit halves, low first
    reg  [63:0]  la_q, lo_q;
    wire [15:0]  rd [0:3];
    reg  [15:0]  wd [0:3];
    wire [15:0]  hp_lo = h_q[15:0]    ^ (ff ? rd[0] : 16'd0);   // feed-forward
    wire [15:0]  hp_hi = h_q[143:128] ^ (ff ? rd[2] : 16'd0);

    // S: constants, then the bit-sliced S-box.  Every 16-bit half of the ALPHA_N words
    // used here is one of AAAA, CCCC, F0F0, FF00 (bit j of the lane index j) and the
    // ALPHA_F word in the same place has F9C0, 0FF0, 639C, CAF9 in its place, so row r
    // adds pattern(fin, ksel[r]); ksel (word 8r + c, half h) is chosen a cycle ahead,
    // with the round counter for word 1, low half.
    reg  [7:0] ksel_q;
    reg  [2:0] rc_q;
    always @(posedge clk) begin
        ksel_q <= alpha_sel({rcol, rhalf});
        rc_q   <= ({rcol, rhalf} == 3'b010) ? rc : 3'd0;
    end
    wire [15:0] sa  = rd[0] ^ pattern(fin, ksel_q[1:0]) ^ {13'd0, rc_q};
    wire [15:0] sb  = rd[1] ^ pattern(fin, ksel_q[3:2]);
    wire [15:0] scc = rd[2] ^ pattern(fin, ksel_q[5:4]);
    wire [15:0] sd  = rd[3] ^ pattern(fin, ksel_q[7:6]);
    wire [15:0] s0 = sb ^ scc ^ sd ^ (sa & scc);
    wire [15:0] s1 = sa ^ sb ^ scc ^ (sb & scc) ^ (sa & sb & scc) ^ (sa & sd) ^ (sa & sb & sd)
                   ^ (scc & sd) ^ (sa & scc & sd);
    wire [15:0] s2 = sa ^ sb ^ sd ^ (sb & scc) ^ (sb & sd) ^ (sa & sb & sd) ^ (scc & sd)
                   ^ (sa & scc & sd);
    wire [15:0] s3 = ~(sa ^ sb ^ scc ^ (sa & sb & scc) ^ (sb & sd));

    // L on a diagonal: low halves from la_q, high halves just read
    wire [31:0] la  = rotl({rd[0], la_q[15:0]}, 13);
    wire [31:0] lc  = rotl({rd[2], la_q[47:32]}, 3);
    wire [31:0] lb1 = rotl({rd[1], la_q[31:16]} ^ la ^ lc, 1);
    wire [31:0] ld1 = rotl({rd[3], la_q[63:48]} ^ lc ^ (la << 3), 7);
    wire [31:0] l0  = rotl(la ^ lb1 ^ ld1, 5);
    wire [31:0] l2  = rotl(lc ^ ld1 ^ (lb1 << 7), 22);

    always @(*) begin
        case (wsel)
        2'd0: begin wd[0] = s0; wd[1] = s1; wd[2] = s2; wd[3] = s3; end
        2'd1: begin wd[0] = l0[31:16]; wd[1] = lb1[31:16]; wd[2] = l2[31:16]; wd[3] = ld1[31:16]; end
        2'd2: begin wd[0] = lo_q[15:0]; wd[1] = lo_q[31:16]; wd[2] = lo_q[47:32]; wd[3] = lo_q[63:48]; end
        default: begin
            wd[0] = ld_h ? h_q[79:64]  : m_a;
            wd[1] = ld_h ? hp_lo       : m_a;
            wd[2] = ld_h ? h_q[207:192] : m_b;
            wd[3] = ld_h ? hp_hi       : m_b;
        end
        endcase
    end

    genvar r;
    generate
        for (r = 0; r < 4; r = r + 1) begin : g_row
            localparam [1:0] RR = r;
            wire [1:0] radd = rdiag ? RR : 2'd0;
            wire [1:0] wadd = (wdiag ? RR : 2'd0) ^ ((wflip && RR[0]) ? 2'b10 : 2'b00);
            lw_ram_sdp #(.DEPTH(8), .DW(16), .STYLE("logic")) u_row (
                .clk(clk), .we(RR[0] ? we13 : we02),
                .waddr({wcol + wadd, whalf}), .wdata(wd[r]),
                .re(1'b1), .raddr({rcol + radd, rhalf}), .rdata(rd[r])
            );
        end
    endgenerate

    always @(posedge clk) begin
        la_q <= {rd[3], rd[2], rd[1], rd[0]};
        lo_q <= {ld1[15:0], l2[15:0], lb1[15:0], l0[15:0]};
        if (rst || h_iv)
            h_q <= IV;
        else if (h_step || h_out)
            h_q <= {hp_hi, h_q[255:144], h_out ? h_q[143:128] : hp_lo, h_q[127:16]};
    end

    assign digest_word = h_q[31:0];
endmodule
`default_nettype wire
