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
//   in the final block), and the chain loads H ^ M a word every four butterflies.
// Conversion pass (after the NTT): each Y entry is read, its value addresses the
//   table (tb), and the table entry is written back in its place (wsel = 2).
// Expanded words, made as the steps need them: a word is two converted entries, the
//   half for 185 or for 233 of each; the low half waits a cycle in lo_q.
// Step unit: the state A, B, C, D in flip-flops, four 4-word shift rings joined into
//   one 16-word chain A -> B -> C -> D (position 0 is the word in use); R is a 4-word
//   ring for A <<< r.  One rotator in two halves (by 8n into t_q, then by 0..7), a
//   word every two cycles: in the P half of a step (8 cycles) it rotates A by r into
//   R (A turns once around); in the Q half it rotates D + W + F(A, B, C) by s, and
//   D' = that + R[pos] enters the chain at A's end, R[0] at B's end, B[0] at C's
//   end, C[0] at D's end.
`default_nettype none
module simd256_datapath #(
    parameter MEM = "bram"
) (
    input  wire        clk,
    input  wire [31:0] msg_data,
    // working RAM
    input  wire        we,
    input  wire [8:0]  waddr,
    input  wire [1:0]  wsel,       // write data: 0 message word, 1 NTT, 2 rdata, 3 D[0]
    input  wire        re,
    input  wire [8:0]  raddr,
    input  wire        tb,         // read the expanded-word table entry of rdata's value
    // NTT
    input  wire        nt_s0,      // stage 0
    input  wire        nt_lat,     // rdata is a butterfly's first value: into a_q (and mw_q)
    input  wire [1:0]  nt_bsel,    // stage 0: a_q takes byte nt_bsel of the message word
    input  wire        nt_sum,     // rdata is the second value (stage 0: nt_c): d_q, tw_q
    input  wire        nt_c,       // stage 0: the second value (x[125], x[127])
    input  wire [5:0]  nt_e,       // twiddle exponent (with nt_sum)
    input  wire        nt_prod,    // NTT write data: the product (else the sum)
    input  wire        ld,         // the chain takes H ^ M (rdata ^ mw_q) at A's end
    // expanded words
    input  wire        wp_c233,    // rdata's value is multiplied by 233 (else 185)
    input  wire        lo_ld,      // rdata is a low value: into lo_q
    input  wire        w_ld,       // rdata is a high value (or a chaining-value word): into w_q
    input  wire        w_raw,      // w_q takes rdata itself (steps 32..35)
    // steps
    input  wire        t_ld,       // t_q takes the first half of a rotation
    input  wire        t_in,       //   of D + W + F (else of A[0])
    input  wire        st_p,       // R takes A[0] <<< r, A turns
    input  wire        st_q,       // the chain takes D', R turns
    input  wire [4:0]  rot_n,      // the rotation (r in P, s in Q)
    input  wire        maj,        // F = MAJ (else IF)
    input  wire [1:0]  pos,        // R[pos] is the word added to D'
    input  wire        sto,        // the chain shifts (its D[0] is written to H)
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

    // a rotation in two halves with a register between them (synthesis would
    // otherwise collapse the barrel into a 32:1 multiplexer a bit)
    function [31:0] rot8;                            // by 8n
        input [31:0] x;
        input [1:0]  n;
        case (n)
            2'd0:    rot8 = x;
            2'd1:    rot8 = {x[23:0], x[31:24]};
            2'd2:    rot8 = {x[15:0], x[31:16]};
            default: rot8 = {x[7:0], x[31:8]};
        endcase
    endfunction

    function [31:0] rot1;                            // by n
        input [31:0] x;
        input [2:0]  n;
        reg   [31:0] y;
        begin
            y    = n[0] ? {x[30:0], x[31]}    : x;
            y    = n[1] ? {y[29:0], y[31:30]} : y;
            rot1 = n[2] ? {y[27:0], y[31:28]} : y;
        end
    endfunction

    // ------------------------------------------------------------------ working RAM
    wire [31:0] rdata;
    reg  [31:0] wdata;
    wire [8:0]  nt_w;
    wire [15:0] mc;
    reg  [31:0] ca [0:3];
    reg  [31:0] cb [0:3];
    reg  [31:0] cc [0:3];
    reg  [31:0] cd [0:3];
    reg  [31:0] rr [0:3];

    always @(*) begin
        case (wsel)
            2'd0:    wdata = bswap(msg_data);
            2'd1:    wdata = {23'd0, nt_w};
            2'd2:    wdata = rdata;
            default: wdata = cd[0];
        endcase
    end

    // the table entry of value y: 0x100 + y, and 0x0FF for y = 256
    wire [8:0] ra = tb ? {~rdata[8], rdata[7:0] | {8{rdata[8]}}} : raddr;

    lw_ram_sdp #(.DEPTH(512), .DW(32), .STYLE(MEM), .NO_RW_CHECK(1), .HAS_INIT(1),
                 .INIT(RAM_INIT)) u_ram (
        .clk(clk), .we(we), .waddr(waddr), .wdata(wdata),
        .re(re), .raddr(ra), .rdata(rdata)
    );

    assign digest_word = bswap(rdata);

    // ------------------------------------------------------------------ NTT butterfly
    reg  [31:0] mw_q;
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
        if (nt_lat) begin
            mw_q <= rdata;
            a_q  <= nt_s0 ? {1'b0, rdata[8*nt_bsel +: 8]} : rdata[8:0];
        end
        if (nt_sum) begin
            d_q  <= dif9;
            s_q  <= sum9;
            tw_q <= TW[9*nt_e +: 8];
        end
        if (!nt_prod) pl_q <= mul;
    end

    // ------------------------------------------------------------------ expanded words
    // an expanded word's halves come from table entries {233 yc, 185 yc} (the NTT
    // values converted in place after the NTT); the low half waits in lo_q.
    assign mc = wp_c233 ? rdata[31:16] : rdata[15:0];
    reg  [15:0] lo_q;
    reg  [31:0] w_q;
    always @(posedge clk) begin
        if (lo_ld) lo_q <= mc;
        if (w_ld)  w_q  <= w_raw ? rdata : {mc, lo_q};
    end

    // ------------------------------------------------------------------ steps
    wire [31:0] a0 = ca[0], b0 = cb[0], c0 = cc[0];
    wire [31:0] f    = maj ? ((a0 & b0) | (a0 & c0) | (b0 & c0)) : ((a0 & b0) | (~a0 & c0));
    wire [31:0] tsum = cd[0] + w_q + f;
    reg  [31:0] t_q;
    always @(posedge clk) if (t_ld) t_q <= rot8(t_in ? tsum : a0, rot_n[4:3]);
    wire [31:0] rot  = rot1(t_q, rot_n[2:0]);
    wire [31:0] dn   = rot + rr[pos];
    wire        sh   = st_q | ld | sto;
    wire [31:0] a_in = st_q ? dn : (rdata ^ mw_q);
    wire [31:0] b_in = st_q ? rr[0] : a0;
    integer k;
    always @(posedge clk) begin
        if (sh | st_p) begin
            for (k = 0; k < 3; k = k + 1) ca[k] <= ca[k + 1];
            ca[3] <= st_p ? a0 : a_in;
        end
        if (sh) begin
            for (k = 0; k < 3; k = k + 1) begin
                cb[k] <= cb[k + 1];
                cc[k] <= cc[k + 1];
                cd[k] <= cd[k + 1];
            end
            cb[3] <= b_in;
            cc[3] <= b0;
            cd[3] <= c0;
        end
        if (st_p | st_q) begin
            for (k = 0; k < 3; k = k + 1) rr[k] <= rr[k + 1];
            rr[3] <= st_p ? rot : rr[0];
        end
    end
endmodule
`default_nettype wire
