`default_nettype none
// The datapath: Threefish-512 state, key schedule, message buffer, plaintext copy.
//
// One 64-bit adder does every addition of the cipher: one MIX per cycle
// (y0 = x0 + x1, y1 = (x1 <<< r) ^ y0) and one subkey word per cycle
// (v = v + sk).  The state words never move for the permutation: the even words
// v0, v2, v4, v6 sit in a ring E that turns once per MIX, the odd words in a small
// array O, and round d pairs E word c with O word c ^ (d mod 4) (the Threefish-512
// permutation has order 4, so physical and logical order agree at every key
// injection).  The 9 key words turn in a ring K: subkey s, word i is K[(s+i) mod 9].
// B is the input block buffer (16 x 32 bits, MEM = "bram": one block RAM, else
// distributed RAM); M keeps the plaintext of the block being hashed for the final
// feed-forward.  rtl/skein512_256/README.md describes the schedule.
module skein512_256_datapath #(
    parameter         MEM     = "logic",
    parameter integer VERSION = 13          // 13: Skein 1.3, 12: Skein 1.2 (round 2)
) (
    input  wire        clk,
    // message buffer
    input  wire [31:0] in_data,
    input  wire        c_we,         // write in_data to B[c_waddr]
    input  wire [3:0]  c_waddr,
    input  wire        c_re,         // read B[c_raddr] (data one cycle later)
    input  wire [3:0]  c_raddr,
    input  wire        c_lo,         // latch the low half of a plaintext word
    input  wire        c_hi,         // latch the high half
    input  wire        c_ptclr,      // clear the plaintext word (output transform: plaintext 0)
    // state
    input  wire        c_step,       // update the state (MIX or subkey word)
    input  wire        c_mix,        // MIX (else add a subkey word)
    input  wire        c_pt,         // subkey word is added to the plaintext (start)
    input  wire        c_fin,        // last subkey: (v + sk) ^ M is the new chaining value
    input  wire        c_mshift,     // shift M (in: plaintext word)
    input  wire [2:0]  c_widx,       // subkey word index
    input  wire [1:0]  c_osel,       // odd word of the MIX
    input  wire [4:0]  c_ridx,       // rotation constant: {d mod 8, MIX slot}
    // key ring
    input  wire        c_krot,       // turn the key ring
    input  wire        c_kpush,      // shift in a new key word (y1 or parity)
    input  wire        c_kiv,        // load the IV (all nine words at once)
    input  wire        c_kpar,       // the new word is the parity word
    input  wire        c_parinit,    // parity <- C240
    // tweak
    input  wire [4:0]  c_s,          // subkey number
    input  wire [1:0]  c_smod,       // c_s mod 3
    input  wire [31:0] c_pos,        // tweak position (bytes)
    input  wire [8:0]  c_flags,      // tweak bits 127..119: Final, First, Type, BitPad
    input  wire [1:0]  c_opart,      // digest part (16 bits) to present
    output wire [15:0] digest_word
);
    // -------------------------------------------------------------- constants
    localparam [63:0] C240 = (VERSION == 12) ? 64'h5555555555555555 : 64'h1BD11BDAA9FC1A22;
    // chaining value after the configuration block (Skein-512-256), word 0 in the
    // low bits, then its parity word K8 = C240 ^ K0 ^ ... ^ K7
    localparam [575:0] IV13 = {
        64'hb69d3cfcc73a4e2a, 64'h3eedba1833edfc13, 64'hc36fbaf9393ad185,
        64'he7a436cdc4746251, 64'hec06025e74dd7683, 64'h2a2767a4ae9b94db,
        64'h55aea0614f816e6f, 64'he83590301a79a9eb, 64'hccd044a12fdb3e13
    };
    localparam [575:0] IV12 = {
        64'hc273a79f5ad5e6c2, 64'h7fe63d9bf94edeb8, 64'hafb7174bbd8feee9,
        64'h8d5a3e904b1be9c8, 64'hc962dc0fc0046f2c, 64'h1d2117356504425a,
        64'he1a21465ee3fe124, 64'h7a6dac64c047c2b0, 64'h85a195b18b2264ec
    };
    localparam [575:0] IV = (VERSION == 12) ? IV12 : IV13;

    // -------------------------------------------------------------- message buffer
    localparam BSTYLE = (MEM == "bram") ? "bram" : "dist";
    wire [31:0] b_q;
    lw_ram_sdp #(.DEPTH(16), .DW(32), .STYLE(BSTYLE)) u_b (
        .clk(clk), .we(c_we), .waddr(c_waddr), .wdata(in_data),
        .re(c_re), .raddr(c_raddr), .rdata(b_q)
    );
    // bytes arrive first byte in the MSB; Skein words are little-endian
    wire [31:0] b_le = {b_q[7:0], b_q[15:8], b_q[23:16], b_q[31:24]};
    reg  [31:0] lo_q, hi_q;   // the plaintext word (cleared by a synchronous reset)
    always @(posedge clk) begin
        if (c_ptclr)   lo_q <= 32'd0;
        else if (c_lo) lo_q <= b_le;
        if (c_ptclr)   hi_q <= 32'd0;
        else if (c_hi) hi_q <= b_le;
    end
    wire [63:0] pt = {hi_q, lo_q};

    // -------------------------------------------------------------- registers
    reg [63:0] e_q [0:3];     // v0, v2, v4, v6 (ring, e_q[0] is the head)
    reg [63:0] o_q [0:3];     // v1, v3, v5, v7
    reg [63:0] m_q [0:7];     // plaintext (shift register, m_q[0] is the head)
    reg [63:0] k_q [0:8];     // key ring, k_q[0] is the head
    reg [63:0] par_q;         // parity of the new key

    // -------------------------------------------------------------- subkey word
    // tweak words t0 = position, t1 = flags, t2 = t0 ^ t1; word 5 adds t[s mod 3],
    // word 6 adds t[(s+1) mod 3], word 7 adds s
    wire w5 = (c_widx == 3'd5), w6 = (c_widx == 3'd6), w7 = (c_widx == 3'd7);
    wire use_pos = (w5 && c_smod != 2'd1) || (w6 && c_smod != 2'd0);
    wire use_flg = (w5 && c_smod != 2'd0) || (w6 && c_smod != 2'd2);
    wire [63:0] tw = {use_flg ? c_flags : 9'd0, 23'd0,
                      use_pos ? c_pos : {27'd0, w7 ? c_s : 5'd0}};
    wire [63:0] sk = k_q[0] + tw;

    // -------------------------------------------------------------- MIX / add
    wire [1:0]  oidx = c_mix ? c_osel : c_widx[2:1];
    wire [63:0] ox   = o_q[oidx];
    wire [63:0] a    = c_pt ? pt : (c_widx[0] && !c_mix) ? ox : e_q[0];
    wire [63:0] b    = c_mix ? ox : sk;
    wire [63:0] y0   = a + b;
    wire [63:0] y1;          // MIX: (x1 <<< r) ^ y0; subkey word: y0

    // rotation constants R[d mod 8][j]
    reg [5:0] ramt;
    always @(*) begin
        if (!c_mix) ramt = 6'd0;
        else case (c_ridx)
            5'd0:  ramt = 6'd46; 5'd1:  ramt = 6'd36; 5'd2:  ramt = 6'd19; 5'd3:  ramt = 6'd37;
            5'd4:  ramt = 6'd33; 5'd5:  ramt = 6'd27; 5'd6:  ramt = 6'd14; 5'd7:  ramt = 6'd42;
            5'd8:  ramt = 6'd17; 5'd9:  ramt = 6'd49; 5'd10: ramt = 6'd36; 5'd11: ramt = 6'd39;
            5'd12: ramt = 6'd44; 5'd13: ramt = 6'd9;  5'd14: ramt = 6'd54; 5'd15: ramt = 6'd56;
            5'd16: ramt = 6'd39; 5'd17: ramt = 6'd30; 5'd18: ramt = 6'd34; 5'd19: ramt = 6'd24;
            5'd20: ramt = 6'd13; 5'd21: ramt = 6'd50; 5'd22: ramt = 6'd10; 5'd23: ramt = 6'd17;
            5'd24: ramt = 6'd25; 5'd25: ramt = 6'd29; 5'd26: ramt = 6'd39; 5'd27: ramt = 6'd43;
            5'd28: ramt = 6'd8;  5'd29: ramt = 6'd35; 5'd30: ramt = 6'd56; default: ramt = 6'd22;
        endcase
    end
    skein512_256_rot u_rot (.x(ox), .amt(ramt), .zero(!c_mix), .z(y0), .y(y1));

    // -------------------------------------------------------------- key ring input
    // the new chaining value: (v + subkey 18) ^ plaintext, its parity word last
    wire [63:0] kfb  = y1 ^ m_q[0];
    wire [63:0] knew = c_kpar ? par_q : kfb;

    integer i;
    always @(posedge clk) begin
        if (c_step) begin
            if (c_mix || !c_widx[0]) begin            // even word or MIX: turn E
                for (i = 0; i < 3; i = i + 1) e_q[i] <= e_q[i+1];
                e_q[3] <= y0;
            end
            if (c_mix || c_widx[0])
                o_q[oidx] <= y1;
        end
        if (c_mshift) begin
            for (i = 0; i < 7; i = i + 1) m_q[i] <= m_q[i+1];
            m_q[7] <= pt;
        end
        if (c_kiv) begin                              // IV: a synchronous set, no multiplexer
            for (i = 0; i < 9; i = i + 1) k_q[i] <= IV[64*i +: 64];
        end else if (c_krot || c_kpush) begin
            for (i = 0; i < 8; i = i + 1) k_q[i] <= k_q[i+1];
            k_q[8] <= c_kpush ? knew : k_q[0];
        end
        if (c_parinit)
            par_q <= C240;
        else if (c_fin)
            par_q <= par_q ^ kfb;
    end

    // digest: the chaining value words, bytes in message order, 16 bits at a time
    // (first byte in the MSB)
    reg [15:0] dig;
    always @(*) begin
        case (c_opart)
            2'd0:    dig = {k_q[0][7:0],   k_q[0][15:8]};
            2'd1:    dig = {k_q[0][23:16], k_q[0][31:24]};
            2'd2:    dig = {k_q[0][39:32], k_q[0][47:40]};
            default: dig = {k_q[0][55:48], k_q[0][63:56]};
        endcase
    end
    assign digest_word = dig;
endmodule

`default_nettype wire
