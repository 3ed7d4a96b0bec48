// simd256_datapath: the working RAM, the NTT butterfly, the expanded-word pass and
// the step unit of the SIMD-256 core (simd256_core.v).  The controller
// (simd256_control.v) gives every address and every enable for the cycle it acts in.
//
// Working RAM (512 x 32, one write and one registered read port), word addresses:
//   0x000-0x07F  Y: the NTT values (9 bits, 0..256), in place; after the last stage
//                entry bitrev7(k) holds y[k], and after the conversion pass the
//                table entry of y[k]
//   0x080-0x08F  M: the message block (little-endian words)
//   0x090-0x09F  H: the chaining value A0..A3 B0..B3 C0..C3 D0..D3
//   0x0A0-0x0AF  the IV (initial contents, never written): H of every first block
//   0x0FF, 0x100-0x1FF  the expanded-word table (initial contents, never written):
//                entry of y = {233 yc, 185 yc} mod 2^16, yc = y centred to [-128, 128]
// NTT butterfly (decimation in frequency): a, b -> a + b, (a - b) * w^e mod 257, the
//   product reduced as low byte - high byte + bit 16, corrected once.  In stage 0
//   a is a message byte and b the constant x[64 + i] (1 for i = 63, and for i = 61
//   in the final block).
// Conversion pass (after the NTT): each Y entry is read, its value addresses the
//   table (tb), and the table entry is written back in its place (wsel = 2).
// Step unit, bit-serial (least significant bit first): A, B, C, D are 128-bit shift
//   rings (word j bit i at 32 j + i, bit 0 the head), joined as a chain A -> B -> C
//   -> D for loading H ^ M and storing; two R rings (rx, ry: the one this step reads,
//   the one that fills with the next step's R); the expanded word's bit is picked
//   from the RAM's held read data (an entry's 185 or 233 half).  Two 64-bit delay
//   lines are the rotators: a tap {k >= n, n - 1} on a delay line gives its input
//   stream rotated left by n, one word (32 cycles) late.  dl: D + W + F -> <<< s;
//   dl2: D' (or A in P) -> <<< r of the next step.  Three serial adders with carry
//   flip-flops: D + W, + F, and (..) <<< s + R[j ^ p].
`default_nettype none
module simd256_datapath #(
    parameter MEM = "bram"
) (
    input  wire        clk,
    input  wire [31:0] msg_data,
    // working RAM
    input  wire        we,
    input  wire [8:0]  waddr,
    input  wire [1:0]  wsel,       // write data: 0 message word, 1 NTT, 2 rdata, 3 D's head word
    input  wire        re,
    input  wire [8:0]  raddr,
    input  wire        tb,         // read the expanded-word table entry of rdata's value
    // NTT
    input  wire        nt_s0,      // stage 0
    input  wire        nt_lat,     // rdata is a butterfly's first value: into a_q
    input  wire [1:0]  nt_bsel,    // stage 0: a_q takes byte nt_bsel of the message word
    input  wire        nt_sum,     // rdata is the second value (stage 0: nt_c): d_q, tw_q
    input  wire        nt_c,       // stage 0: the second value (x[125], x[127])
    input  wire [5:0]  nt_e,       // twiddle exponent (with nt_sum)
    input  wire        nt_prod,    // NTT write data: the product (else the sum)
    // steps (bit-serial)
    input  wire        st_q,       // Q half of a step (else P): dl takes D + W + F, B takes R
    input  wire [4:0]  st_bi,      // the bit of rdata (and of mw_q) in use
    input  wire        m_ld,       // mw_q takes rdata (a message word, for H ^ M)
    input  wire        k0,         // bit 0 of a word: the serial adders' carries start at 0
    input  wire [5:0]  tap,        // the delay line's tap: {k >= n, n - 1}, rotation by n
    input  wire [1:0]  pos,        // R[pos * 32] is the bit of R[j ^ p] added to D'
    input  wire        maj,        // F = MAJ (else IF)
    input  wire [1:0]  a_sel,      // A's input: 0 its own head, 1 D', 2 H ^ M
    input  wire        sh_a,       // A shifts
    input  wire        sh_bcd,     // B, C and D shift (B takes R's head in Q, else A's)
    input  wire [5:0]  tap2,       // the tap of the second delay line (R' = A <<< r)
    input  wire        rsel,       // the R ring read in this step: 1 = ry (else rx)
    input  wire        r_hold,     // the R ring read circulates (else both rings take R')
    output wire [31:0] digest_word
);
    localparam [64*9-1:0]  TW   = 576'h4fa898ee3483a8768068145c8f2241d53c40342a4e479122ec9e201a35472bd0937950100d3ad3adf049bca80806bd99ef042ae05404439edd078619702a02622f8e83c710b91601;
    localparam [16*32-1:0] IV_W = 512'h55693de1d0c661a51ff47833e2eaa8d2668626c9f67caf4649b3bcb4c2c2ba14c96006d3afd5e7513ee20b03aaf3d92539d726e98474577b07190ba94d567983;

    // the working RAM's initial contents: the IV in 0x0A0-0x0AF and the expanded-word
    // table, entry 0x100 + y (y = 0..255) and 0x0FF (y = 256) holding
    // {233 * yc, 185 * yc} mod 2^16 for the centred value yc of y (y > 128: y - 257)
    function [31:0] xtab;
        input [8:0] y;
        reg   [15:0] yc;
        begin
            yc   = (y > 9'd128) ? ({7'd0, y} - 16'd257) : {7'd0, y};
            xtab = {yc * 16'd233, yc * 16'd185};
        end
    endfunction
    function [512*32-1:0] ram_init;
        input [16*32-1:0] iv;
        integer i;
        begin
            ram_init = 0;
            for (i = 0; i < 16; i = i + 1)
                ram_init[32*(160 + i) +: 32] = iv[32*i +: 32];
            ram_init[32*255 +: 32] = xtab(9'd256);
            for (i = 0; i < 256; i = i + 1)
                ram_init[32*(256 + i) +: 32] = xtab(i[8:0]);
        end
    endfunction
    localparam [512*32-1:0] RAM_INIT = ram_init(IV_W);

    function [31:0] bswap;
        input [31:0] x;
        bswap = {x[7:0], x[15:8], x[23:16], x[31:24]};
    endfunction

    // ------------------------------------------------------------------ working RAM
    wire [31:0] rdata;
    reg  [31:0] wdata;
    wire [8:0]  nt_w;
    reg  [127:0] ra, rb, rc, rd, rx, ry;
    reg  [63:0]  dl, dl2;
    reg  [31:0]  mw_q;

    always @(*) begin
        case (wsel)
            2'd0:    wdata = bswap(msg_data);
            2'd1:    wdata = {23'd0, nt_w};
            2'd2:    wdata = rdata;
            default: wdata = rd[31:0];
        endcase
    end

    // the table entry of value y: 0x100 + y, and 0x0FF for y = 256
    wire [8:0] rda = tb ? {~rdata[8], rdata[7:0] | {8{rdata[8]}}} : raddr;

    lw_ram_sdp #(.DEPTH(512), .DW(32), .STYLE(MEM), .NO_RW_CHECK(1), .HAS_INIT(1),
                 .INIT(RAM_INIT)) u_ram (
        .clk(clk), .we(we), .waddr(waddr), .wdata(wdata),
        .re(re), .raddr(rda), .rdata(rdata)
    );

    assign digest_word = bswap(rdata);

    // ------------------------------------------------------------------ NTT butterfly
    reg  [8:0]  a_q, d_q, s_q;
    reg  [7:0]  tw_q;             // w^e < 256 for e < 64
    reg  [12:0] pl_q;
    wire [8:0]  second = nt_s0 ? {8'd0, nt_c} : rdata[8:0];
    wire [9:0]  s10  = {1'b0, a_q} + {1'b0, second};
    wire [9:0]  s10m = s10 - 10'd257;
    wire [8:0]  sum9 = s10m[9] ? s10[8:0] : s10m[8:0];
    wire [9:0]  d10  = {1'b0, a_q} - {1'b0, second};
    wire [8:0]  dif9 = d10[9] ? d10[8:0] + 9'd257 : d10[8:0];
    // d * w^e in two cycles on one 9 x 4 multiplier: the low nibble's product waits
    // in pl_q (the cycle the sum is written), the high nibble's is added to it
    // (the cycle the product is written); d * w^e <= 256 * 246 < 2^16
    wire [3:0]  nib  = nt_prod ? tw_q[7:4] : tw_q[3:0];
    wire [12:0] mul  = {4'd0, d_q} * {9'd0, nib};
    wire [15:0] pr   = {3'd0, pl_q} + {mul[11:0], 4'd0};
    wire        unused_mul = mul[12];
    wire [9:0]  r10  = {2'b00, pr[7:0]} - {2'b00, pr[15:8]};
    wire [8:0]  red9 = r10[9] ? r10[8:0] + 9'd257 : r10[8:0];
    assign nt_w = nt_prod ? red9 : s_q;

    always @(posedge clk) begin
        if (nt_lat) a_q <= nt_s0 ? {1'b0, rdata[8*nt_bsel +: 8]} : rdata[8:0];
        if (nt_sum) begin
            d_q  <= dif9;
            s_q  <= sum9;
            tw_q <= TW[9*nt_e +: 8];
        end
        if (!nt_prod) pl_q <= mul;
    end

    // ------------------------------------------------------------------ steps (bit-serial)
    // One bit a cycle, least significant first.  The delay lines and R rings always
    // shift.  rbit: bit st_bi of the RAM's read data (an expanded word's half, a
    // chaining-value word, or H), held while the RAM is not read.
    wire        rbit = rdata[st_bi];
    wire        mbit = mw_q[st_bi];
    wire         ha   = ra[0], hb = rb[0], hc = rc[0], hd = rd[0];
    wire [127:0] rr   = rsel ? ry : rx;                  // R of this step
    wire         fb   = maj ? ((ha & hb) | (ha & hc) | (hb & hc)) : ((ha & hb) | (~ha & hc));
    reg          c1_q, c2_q, c3_q;
    wire         c1 = c1_q & ~k0, c2 = c2_q & ~k0, c3 = c3_q & ~k0;
    wire         s1 = hd ^ rbit ^ c1;                    // D + W
    wire         tb1 = s1 ^ fb ^ c2;                     // + F
    wire         ub  = dl[tap];                          // (D + W + F) <<< s
    wire         rp  = rr[{pos, 5'd0}];                  // R[j ^ p]
    wire         dnb = ub ^ rp ^ c3;                     // D'
    wire         u2  = dl2[tap2];                        // R' = D' <<< r' (P: A <<< r)
    wire         a_in = (a_sel == 2'd0) ? ha : (a_sel == 2'd1) ? dnb : (rbit ^ mbit);
    always @(posedge clk) begin
        dl   <= {dl[62:0], tb1};
        dl2  <= {dl2[62:0], st_q ? dnb : ha};
        rx   <= {(r_hold && !rsel) ? rx[0] : u2, rx[127:1]};
        ry   <= {(r_hold &&  rsel) ? ry[0] : u2, ry[127:1]};
        c1_q <= (hd & rbit) | (hd & c1) | (rbit & c1);
        c2_q <= (s1 & fb) | (s1 & c2) | (fb & c2);
        c3_q <= (ub & rp) | (ub & c3) | (rp & c3);
        if (sh_a)   ra <= {a_in, ra[127:1]};
        if (sh_bcd) begin
            rb <= {st_q ? rr[32] : ha, rb[127:1]};
            rc <= {hb, rc[127:1]};
            rd <= {hc, rd[127:1]};
        end
        if (m_ld)   mw_q <= rdata;
    end
endmodule
`default_nettype wire
